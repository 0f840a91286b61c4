// The subscriptions feature's public entry: its screens, rendered by the routes' code-split components.
export { ActiveSubscriptions } from './ActiveSubscriptions.tsx';
export { AvailablePlans } from './AvailablePlans.tsx';
export { type PaymentChoice, SubscriptionPayment } from './SubscriptionPayment.tsx';
export { SubscriptionsLayout } from './SubscriptionsLayout.tsx';
