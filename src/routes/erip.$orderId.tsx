import { createFileRoute } from '@tanstack/react-router';
import { EripScreen } from '../features/payment/EripScreen.tsx';

export const Route = createFileRoute('/erip/$orderId')({
  component: () => {
    const { orderId } = Route.useParams();
    return <EripScreen orderId={orderId} />;
  },
});
