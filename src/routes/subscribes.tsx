import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsLayout } from '../features/subscriptions/SubscriptionsLayout.tsx';

export const Route = createFileRoute('/subscribes')({ component: SubscriptionsLayout });
