import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsLayout } from '../features/subscriptions/index.ts';

export const Route = createFileRoute('/subscribes')({ component: SubscriptionsLayout });
