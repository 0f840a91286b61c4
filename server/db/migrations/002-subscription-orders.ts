// Migration 2: which payment order buys or prolongs which subscription, so that paying the order
// (the payment flow) can extend the subscription it was created for.
export const subscriptionOrders = `
CREATE TABLE subscription_orders (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES subscription_plans(id),
  -- null: a new subscription; otherwise the one being prolonged.
  subscription_id INTEGER REFERENCES user_subscriptions(id) ON DELETE CASCADE,
  applied_at INTEGER
) STRICT;
`;
