// Migration 1: the whole data model of the cabinet (spec §3 and the demo data), so that later work
// adds endpoints, not tables.
//
// Conventions: times are unix seconds (INTEGER), money is in minor units (kopecks / tetri), points are
// whole points, flags are 0/1, texts per language are JSON objects ({"ru": "…", "en": "…"}), phones are
// digits only (375291111111).

const flag = (name: string, fallback = 0) =>
  `${name} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${name} IN (0, 1))`;
const jsonText = (name: string) => `${name} TEXT NOT NULL CHECK (json_valid(${name}))`;
const BRAND = "CHECK (brand IN ('by', 'ge', 'arena'))";

export const initial = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

-- Geography: countries and their cities (the layout's regions).
CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  iso2 TEXT NOT NULL UNIQUE CHECK (length(iso2) = 2),
  ${jsonText('names')},
  position INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  slug TEXT NOT NULL UNIQUE,
  ${jsonText('names')},
  position INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX cities_country ON cities(country_id, position);

-- Per-brand site data: the layout, its menu and footer, and page meta.
CREATE TABLE brand_layouts (
  brand TEXT PRIMARY KEY ${BRAND},
  country_id INTEGER NOT NULL REFERENCES countries(id),
  branding_image TEXT NOT NULL,
  branding_color TEXT NOT NULL,
  currency_symbol TEXT NOT NULL CHECK (currency_symbol IN ('rub', 'gel')),
  offer_contract TEXT NOT NULL,
  logo_url TEXT NOT NULL,
  ${jsonText('langs')},
  copyright TEXT NOT NULL,
  phone TEXT NOT NULL,
  bank_info TEXT NOT NULL,
  ${jsonText('socials')}
) STRICT;
CREATE TABLE brand_menu_items (
  brand TEXT NOT NULL REFERENCES brand_layouts(brand),
  position INTEGER NOT NULL,
  key TEXT NOT NULL,
  url TEXT NOT NULL,
  ${jsonText('titles')},
  PRIMARY KEY (brand, position)
) STRICT;
CREATE TABLE brand_footer_columns (
  brand TEXT NOT NULL REFERENCES brand_layouts(brand),
  lang TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  ${jsonText('items')},
  PRIMARY KEY (brand, lang, position)
) STRICT;
CREATE TABLE pages (
  brand TEXT NOT NULL REFERENCES brand_layouts(brand),
  slug TEXT NOT NULL,
  ${jsonText('titles')},
  ${jsonText('descriptions')},
  PRIMARY KEY (brand, slug)
) STRICT;

-- Customers and sign-in.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL ${BRAND},
  phone TEXT NOT NULL UNIQUE CHECK (length(phone) BETWEEN 7 AND 15 AND phone NOT GLOB '*[^0-9]*'),
  country TEXT NOT NULL CHECK (length(country) = 2),
  email TEXT,
  password_hash TEXT,
  ${flag('is_static')},
  ${flag('is_banned')},
  ban_reason TEXT,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  ${flag('has_subscribe')},
  download_token TEXT UNIQUE,
  card_code TEXT UNIQUE,
  first_name TEXT,
  last_name TEXT,
  middle_name TEXT,
  gender INTEGER CHECK (gender IN (0, 1)),
  city_id INTEGER REFERENCES cities(id),
  dob TEXT CHECK (dob GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  ${flag('sms_subscribe')},
  ${flag('email_subscribe')},
  avatar TEXT,
  created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE user_socials (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  external_id TEXT NOT NULL,
  linked_at INTEGER NOT NULL,
  UNIQUE (provider, external_id)
) STRICT;
-- Bearer tokens: only the sha256 of a token is kept.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;
CREATE INDEX auth_tokens_user ON auth_tokens(user_id);
-- One-time codes sent by SMS or e-mail (registration, password reset, e-mail check); 180 s life.
CREATE TABLE auth_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset', 'email')),
  destination TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) STRICT;
CREATE INDEX auth_codes_phone ON auth_codes(phone, created_at);
-- Wrong passwords, for the sign-in rate limit.
CREATE TABLE auth_failures (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  at INTEGER NOT NULL
) STRICT;
CREATE INDEX auth_failures_phone ON auth_failures(phone, at);

-- The event catalogue: organisers, venues, performances and their sessions.
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  email TEXT NOT NULL,
  phone1 TEXT NOT NULL,
  vat_number TEXT NOT NULL
) STRICT;
CREATE TABLE objects (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  ${jsonText('names')},
  address TEXT NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  type_id INTEGER NOT NULL,
  ${flag('is_infokiosk')},
  ${flag('has_wallet')}
) STRICT;
CREATE TABLE performances (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  ${jsonText('names')},
  type_slug TEXT NOT NULL,
  type_id INTEGER NOT NULL,
  short_description TEXT NOT NULL,
  image TEXT NOT NULL
) STRICT;
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  performance_id INTEGER NOT NULL REFERENCES performances(id),
  object_id INTEGER NOT NULL REFERENCES objects(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),
  time_spending INTEGER NOT NULL,
  ${flag('is_return_organizer')},
  hall_name TEXT
) STRICT;

-- Orders and what they hold.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand TEXT NOT NULL ${BRAND},
  code TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('event', 'train', 'transfer', 'items')),
  -- 0 waiting for payment, 1 paid, 2 returned, 3 return pending, 4 expired, 99 problem.
  status INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3, 4, 99)),
  -- 1 sale, 6 booking.
  type INTEGER NOT NULL DEFAULT 1,
  currency TEXT NOT NULL CHECK (currency IN ('rub', 'gel')),
  session_id INTEGER REFERENCES sessions(id),
  -- When the order's event happens (session, departure, transfer, last item day): tabs and sorting.
  event_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expired_at INTEGER,
  paid_at INTEGER,
  amount INTEGER NOT NULL DEFAULT 0,
  commission INTEGER NOT NULL DEFAULT 0,
  discount INTEGER NOT NULL DEFAULT 0,
  total_amount INTEGER NOT NULL DEFAULT 0,
  ${flag('has_video')},
  ${flag('has_object_infokiosk')},
  ${flag('has_object_wallet')},
  ${flag('is_from_external')},
  ${flag('awaiting_confirm')},
  ${flag('remote_checkin_available')},
  ${flag('remote_checkin')},
  ${flag('receipt_return')},
  train_from TEXT,
  train_to TEXT,
  train_departure_at INTEGER,
  train_arrival_at INTEGER,
  train_carrier TEXT,
  train_number TEXT,
  contact_email TEXT,
  contact_phone TEXT
) STRICT;
CREATE INDEX orders_user ON orders(user_id, event_at);
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  ticket_code TEXT NOT NULL UNIQUE,
  qr TEXT,
  price INTEGER NOT NULL,
  commission INTEGER NOT NULL DEFAULT 0,
  discount INTEGER NOT NULL DEFAULT 0,
  total_amount INTEGER NOT NULL,
  section_name TEXT,
  hall_name TEXT,
  seat_row TEXT,
  seat_place TEXT,
  returned_at INTEGER,
  scanned_at INTEGER,
  printed_at INTEGER
) STRICT;
CREATE INDEX tickets_order ON tickets(order_id);
CREATE TABLE train_tickets (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT,
  qr TEXT,
  fio TEXT NOT NULL,
  car_number TEXT NOT NULL,
  places TEXT NOT NULL,
  additional_terms TEXT,
  price INTEGER NOT NULL,
  commission INTEGER NOT NULL DEFAULT 0,
  date INTEGER NOT NULL,
  ${flag('is_used')},
  returned_at INTEGER,
  ${flag('remote_checkin')},
  ${flag('remote_checkin_available')}
) STRICT;
CREATE INDEX train_tickets_order ON train_tickets(order_id);
CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  qr TEXT,
  price INTEGER NOT NULL,
  commission INTEGER NOT NULL DEFAULT 0,
  ${jsonText('from_names')},
  ${jsonText('to_names')},
  auto TEXT NOT NULL,
  vehicle_class TEXT NOT NULL,
  max_persons INTEGER NOT NULL,
  date INTEGER NOT NULL,
  returned_at INTEGER
) STRICT;
CREATE INDEX transfers_order ON transfers(order_id);
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL,
  item_type TEXT NOT NULL CHECK (item_type IN ('abonement')),
  code TEXT NOT NULL,
  qr TEXT,
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  price_str TEXT NOT NULL,
  image TEXT NOT NULL,
  institution_id INTEGER NOT NULL REFERENCES objects(id),
  count_visits INTEGER NOT NULL DEFAULT 0,
  number_visits INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  returned_at INTEGER
) STRICT;
CREATE INDEX order_items_order ON order_items(order_id);
CREATE TABLE order_services (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  code TEXT NOT NULL,
  qr TEXT,
  price INTEGER NOT NULL,
  commission INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE TABLE order_coupons (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  discount INTEGER NOT NULL
) STRICT;

-- Payments and refunds.
CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY,
  -- NULL: offered on every brand (the free balance method, id 4).
  brand TEXT CHECK (brand IS NULL OR brand IN ('by', 'ge', 'arena')),
  type TEXT NOT NULL,
  order_type TEXT NOT NULL,
  name TEXT NOT NULL,
  logo_url TEXT NOT NULL,
  short_description TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  ${flag('active', 1)}
) STRICT;
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  method_id INTEGER NOT NULL REFERENCES payment_methods(id),
  amount INTEGER NOT NULL,
  points_used INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  payment_card_id INTEGER,
  provider_ref TEXT,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
) STRICT;
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  ticket_id INTEGER,
  train_ticket_id INTEGER,
  method TEXT NOT NULL CHECK (method IN ('balance', 'organizator', 'card')),
  amount INTEGER NOT NULL,
  fee INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'rejected')),
  created_at INTEGER NOT NULL
) STRICT;

-- Cards: customer (loyalty) cards linked by barcode, and saved bank cards.
CREATE TABLE card_programs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  code_prefix TEXT NOT NULL
) STRICT;
CREATE TABLE client_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  program_id INTEGER NOT NULL REFERENCES card_programs(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  image TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, code)
) STRICT;
CREATE TABLE payment_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand TEXT NOT NULL,
  bin TEXT NOT NULL,
  last4 TEXT NOT NULL CHECK (length(last4) = 4),
  month TEXT NOT NULL CHECK (length(month) = 2),
  year TEXT NOT NULL CHECK (length(year) = 4),
  holder TEXT NOT NULL,
  provider_token TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

-- Points: history (credit/debit/sum in hundredths of a point, sum = balance after) and codes.
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  credit INTEGER NOT NULL DEFAULT 0,
  debit INTEGER NOT NULL DEFAULT 0,
  sum INTEGER NOT NULL,
  message TEXT NOT NULL,
  order_id INTEGER
) STRICT;
CREATE INDEX transactions_user ON transactions(user_id, created_at);
CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  ${flag('active', 1)}
) STRICT;
CREATE TABLE promo_activations (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES promo_codes(code),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  activated_at INTEGER NOT NULL
) STRICT;

-- Promotions (partner discounts) and the coupons a customer holds for them.
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL ${BRAND},
  name TEXT NOT NULL,
  image_url TEXT NOT NULL,
  short_description TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
) STRICT;
CREATE TABLE user_coupons (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL REFERENCES promotions(id),
  promocode_code TEXT NOT NULL,
  end_at INTEGER NOT NULL,
  ${flag('archived')},
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX user_coupons_user ON user_coupons(user_id, archived);

-- Codes that create or link orders.
CREATE TABLE early_booking_codes (
  code TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  tickets_count INTEGER NOT NULL,
  price INTEGER NOT NULL,
  commission INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  used_by INTEGER REFERENCES users(id),
  order_id INTEGER
) STRICT;
CREATE TABLE external_tickets (
  number TEXT PRIMARY KEY,
  -- The id the linked order gets when the ticket is assigned.
  order_id INTEGER NOT NULL UNIQUE,
  session_id INTEGER NOT NULL REFERENCES sessions(id),
  ticket_code TEXT NOT NULL,
  qr TEXT NOT NULL,
  section_name TEXT,
  seat_row TEXT,
  seat_place TEXT,
  assigned_user_id INTEGER REFERENCES users(id),
  assigned_at INTEGER
) STRICT;

-- Video recordings and who may watch them.
CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  performance_id INTEGER NOT NULL REFERENCES performances(id),
  copyright_company_id INTEGER NOT NULL REFERENCES companies(id),
  url TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE user_videos (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos(id),
  order_id INTEGER,
  granted_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, video_id)
) STRICT;

-- Subscriptions: the catalogue and a customer's subscriptions.
CREATE TABLE subscription_plans (
  id INTEGER PRIMARY KEY,
  brand TEXT NOT NULL ${BRAND},
  ${jsonText('names')},
  ${jsonText('descriptions')},
  price INTEGER NOT NULL,
  period_days INTEGER NOT NULL,
  image TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE TABLE user_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id INTEGER NOT NULL REFERENCES subscription_plans(id),
  started_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  ${flag('auto_renew')},
  cancelled_at INTEGER
) STRICT;

-- Profile documents and delivery addresses.
CREATE TABLE passports (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  document_type TEXT NOT NULL,
  series TEXT NOT NULL,
  number TEXT NOT NULL,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  dob TEXT NOT NULL,
  gender INTEGER CHECK (gender IN (0, 1)),
  citizenship TEXT NOT NULL,
  issued_by TEXT,
  issued_at TEXT,
  expires_at TEXT,
  created_at INTEGER NOT NULL
) STRICT;
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  full_name TEXT NOT NULL,
  country TEXT NOT NULL,
  region TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT NOT NULL,
  address TEXT NOT NULL,
  phone TEXT,
  created_at INTEGER NOT NULL
) STRICT;

-- What the site search finds.
CREATE TABLE search_items (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('objects', 'posts', 'videos', 'names', 'tours', 'performances')),
  ref_id INTEGER NOT NULL,
  ${jsonText('names')},
  type_id INTEGER,
  type_slug TEXT,
  category_id INTEGER,
  region TEXT NOT NULL,
  country TEXT NOT NULL,
  image TEXT,
  UNIQUE (kind, ref_id)
) STRICT;
`;
