// Generates an nginx site config (the `http {}` level: maps and server blocks) from the hosting rules of
// deploy/hosting.ts: per-brand CSP and frame-ancestors, the base headers, HSTS over https, caching,
// the SPA fallback that never answers the platform's paths, the brand's document of the shell,
// precompressed .br/.gz files, nginx's own error answers with the same headers, no source maps, an access
// log without query strings, and /api/ (with /storage/) proxied to the platform API. `npm run deploy:nginx` writes the production config
// (deploy/nginx/cabinet.conf); the tests generate a local one for a throwaway nginx instance
// (deploy/nginx-instance.ts).
import { isIP } from 'node:net';
import { BRANDS, type Brand, type BrandId, type HostOverrides } from '../src/kernel/brand/brands.ts';
import { documentFile } from './documents.ts';
import {
  BASE_HEADERS,
  CONTENT_TYPES,
  contentSecurityPolicy,
  DEFAULT_CACHE,
  DEFAULT_CSP,
  ERROR_TEXTS,
  HSTS,
  type HumanCheckOrigins,
  IMMUTABLE,
  IMMUTABLE_PREFIX,
  JSON_COMPRESSION_MIN_BYTES,
  NO_CACHE,
  NOT_SERVED_EXTENSIONS,
  REVALIDATE,
  SPA,
  shellFor,
  UPSTREAM_PATHS,
} from './hosting.ts';

export type NginxOptions = {
  /**
   * `production`: one server block per brand on its production hosts (BRAND_HOSTS overrides), /api/
   * proxied to the brand's API origin. `local`: the brands' local hosts (localhost, ge.localhost,
   * arena.localhost), everything upstream on one reference server, and the widget and main-site
   * stand-in hosts proxied to it whole (what the tests run).
   */
  mode: 'production' | 'local';
  /** The built app (absolute path of `dist/`). */
  root: string;
  /** nginx `listen` value: `80`, `127.0.0.1:8090`, … */
  listen: string;
  /** The API origin per brand (production: the brand table's `apiBase` unless given). */
  upstream?: Partial<Record<BrandId, string>>;
  /** Local mode: the reference server's origin (`http://127.0.0.1:8080`). */
  referenceServer?: string;
  overrides?: HostOverrides;
  /** `brotli_static on` (needs nginx's brotli static module: Debian `libnginx-mod-http-brotli-static`). */
  brotli: boolean;
  /**
   * `brotli on` for the API's JSON (needs nginx's brotli filter module: Debian
   * `libnginx-mod-http-brotli-filter`); without it the JSON is gzipped.
   */
  brotliFilter: boolean;
  /** The access log file (written without query strings: a document link's `?t=` opens the customer's PDFs). */
  accessLog: string;
  /** Per brand, its human-verification provider's origins, admitted by its CSP (humanCheckOrigins). */
  humanCheck?: HumanCheckOrigins;
  /**
   * The load balancers in front of nginx (addresses or CIDR ranges): the client's address is then the
   * last one they name in X-Forwarded-For, for the access log and for the API's per-client limits.
   */
  realIpFrom?: readonly string[];
};

const quote = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const indent = (lines: string[], by: number): string[] => lines.map((l) => (l ? ' '.repeat(by) + l : l));

/**
 * What every server block shares at the http level: the access log's format (no query string), HSTS only
 * over https, the forwarded scheme, the error texts, Cache-Control.
 */
const maps = (): string[] => [
  "# nginx's combined format without the query string: /api/…/download?t=… opens every PDF of a customer.",
  'map $request_uri $cabinet_logged_path {',
  '    "~^(?<path>[^?]*)" $path;',
  '}',
  "log_format cabinet_no_query '$remote_addr - $remote_user [$time_local] '",
  '    \'"$request_method $cabinet_logged_path $server_protocol" $status $body_bytes_sent \'',
  '    \'"$http_referer" "$http_user_agent"\';',
  '',
  '# HSTS only when the request came over https: TLS here, or a TLS proxy in front that says so.',
  'map "$scheme:$http_x_forwarded_proto" $cabinet_hsts {',
  `    "~^https:" ${quote(HSTS)};`,
  `    "~*^http:\\s*https\\s*(,|$)" ${quote(HSTS)};`,
  '    default "";',
  '}',
  '',
  '# The scheme the client used, for the API behind (it sends HSTS over https itself).',
  'map $http_x_forwarded_proto $cabinet_forwarded_proto {',
  '    "" $scheme;',
  '    default $http_x_forwarded_proto;',
  '}',
  '',
  "# nginx's own error answers: a short text per status, and what a 405 allows (an empty one is not sent).",
  'map $status $cabinet_error_text {',
  // nginx reads \n in a quoted string as a newline; the texts hold no quote or backslash.
  ...Object.entries(ERROR_TEXTS).map(([status, text]) => `    ${status} "${text.replace('\n', '\\n')}";`),
  '    default "Error.\\n";',
  '}',
  'map $status $cabinet_error_allow {',
  `    405 ${quote(SPA.methods.join(', '))};`,
  '    default "";',
  '}',
  '',
  '# Revalidate the shell, the service worker and the manifests; hashed assets never change.',
  'map $uri $cabinet_cache_control {',
  ...REVALIDATE.map((path) => `    ${quote(path)} ${quote(NO_CACHE)};`),
  `    "~^${IMMUTABLE_PREFIX}" ${quote(IMMUTABLE)};`,
  `    default ${quote(DEFAULT_CACHE)};`,
  '}',
];

/** The content types of the reference server (bare types; the charset comes from `charset_types`). */
const typesBlock = (): string[] => {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0]?.trim() ?? type;
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)]);
  }
  const withCharset = [...new Set(Object.values(CONTENT_TYPES).filter((t) => t.includes('charset')))]
    .map((t) => t.split(';')[0]?.trim())
    .filter((t) => t !== 'text/html');
  return [
    'types {',
    ...[...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${withCharset.join(' ')};`,
  ];
};

/** The headers of the app's files on a host: the base set, the brand's CSP, HSTS over https, caching. */
const appHeaders = (csp: string): string[] => [
  'add_header Strict-Transport-Security $cabinet_hsts always;',
  ...Object.entries(BASE_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  `add_header Content-Security-Policy ${quote(csp)} always;`,
  'add_header Cache-Control $cabinet_cache_control;',
];

const methodCheck = `if ($request_method !~ ^(${SPA.methods.join('|')})$) { return 405; }`;

// A URI, not a named location: nginx cannot redirect a request whose target it could not parse to a
// named one ("empty URI in redirect to named location"). `internal`: no client reaches it directly.
const ERROR_LOCATION = '/.cabinet-error';

/**
 * nginx's own answers (a request it cannot parse, a method it refuses, a missing file, a body too large,
 * the API out of reach) as short texts with the security headers of any answer that is not a page of
 * the app, as the reference server sends them. Errors the API answers itself pass through untouched.
 * The page keeps the error's status (error_page without `=`); 494, a header too large, is sent as 400.
 */
const errorPages = (): string[] => [
  `error_page ${[...Object.keys(ERROR_TEXTS), '494'].join(' ')} ${ERROR_LOCATION};`,
  `location = ${ERROR_LOCATION} {`,
  ...indent(
    [
      'internal;',
      'default_type text/plain;',
      'add_header Strict-Transport-Security $cabinet_hsts always;',
      ...Object.entries(BASE_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      `add_header Content-Security-Policy ${quote(DEFAULT_CSP)} always;`,
      'add_header Cache-Control "no-store" always;',
      'add_header Allow $cabinet_error_allow always;',
      'return 200 $cabinet_error_text;',
    ],
    4,
  ),
  '}',
];

const notServedPattern = `\\.(${NOT_SERVED_EXTENSIONS.map((e) => e.slice(1)).join('|')})$`;

const proxyLines = (upstream: string, local: boolean): string[] => [
  `proxy_pass ${upstream};`,
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  // The reference server tells brands apart by Host; the platform API is addressed by its own host.
  local ? 'proxy_set_header Host $http_host;' : 'proxy_set_header Host $proxy_host;',
  ...(upstream.startsWith('https:') ? ['proxy_ssl_server_name on;'] : []),
  'proxy_set_header X-Forwarded-Proto $cabinet_forwarded_proto;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Real-IP $remote_addr;',
];

/**
 * The platform's JSON compressed on the way, whatever it sends: an answer it compressed itself passes as it
 * is; `gzip_proxied any` also when a load balancer in front forwards the request (with `Via`).
 */
const jsonCompression = (brotliFilter: boolean): string[] => [
  'gzip on;',
  'gzip_proxied any;',
  'gzip_types application/json;',
  `gzip_min_length ${JSON_COMPRESSION_MIN_BYTES};`,
  ...(brotliFilter
    ? ['brotli on;', 'brotli_types application/json;', `brotli_min_length ${JSON_COMPRESSION_MIN_BYTES};`]
    : []),
];

/** Proxied paths answer with the API's own headers: no add_header there (and none at server level). */
const upstreamLocations = (upstream: string, local: boolean, brotliFilter: boolean): string[] => {
  const lines = [...proxyLines(upstream, local), ...jsonCompression(brotliFilter)];
  return UPSTREAM_PATHS.filter((p) => local || !p.reference).flatMap((p) => [
    `# ${p.what}`,
    ...(p.exact ? [`location = ${p.exact} {`, ...indent(lines, 4), '}'] : []),
    `location ^~ ${p.prefix} {`,
    ...indent(lines, 4),
    '}',
  ]);
};

/** An address or a CIDR range, as nginx's set_real_ip_from takes it; anything else stops the generation. */
const realIpSource = (entry: string): string => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  const prefix = Number(bits);
  if (
    version &&
    rest.length === 0 &&
    (bits === undefined || (/^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128)))
  )
    return entry;
  throw new Error(`REAL_IP_FROM: "${entry}" is not an address or a CIDR range`);
};

/** The client's address from the balancers in front: the nearest address in X-Forwarded-For they did not add. */
const realIpLines = (from: readonly string[]): string[] =>
  from.length === 0
    ? []
    : [
        '# The load balancers in front: the client is the last address of X-Forwarded-For they did not add.',
        ...from.map((entry) => `set_real_ip_from ${realIpSource(entry)};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ];

const serverBlock = (o: {
  comment: string;
  /** The brand's document of the shell (deploy/documents.ts). */
  shell: string;
  names: readonly string[];
  defaultServer?: boolean;
  csp: string;
  upstream: string;
  local: boolean;
  options: NginxOptions;
}): string[] => {
  const headers = appHeaders(o.csp);
  return [
    `# ${o.comment}`,
    'server {',
    ...indent(
      [
        `listen ${o.options.listen}${o.defaultServer ? ' default_server' : ''};`,
        `server_name ${o.names.join(' ')};`,
        `root ${o.options.root};`,
        'server_tokens off;',
        ...typesBlock(),
        '# The build writes name.br and name.gz beside each text file (scripts/precompress.ts).',
        'gzip_static on;',
        ...(o.options.brotli ? ['brotli_static on;'] : []),
        'gzip_vary on;',
        `access_log ${o.options.accessLog} cabinet_no_query;`,
        ...realIpLines(o.options.realIpFrom ?? []),
        '',
        ...errorPages(),
        '',
        ...upstreamLocations(o.upstream, o.local, o.options.brotliFilter),
        '',
        '# Never served, whether the build left them out or not (source maps: the whole source).',
        `location ~* ${notServedPattern} {`,
        ...indent(['return 404;'], 4),
        '}',
        '',
        '# Dotfiles (but /.well-known/) are refused, as by the reference server.',
        'location ~ /\\.(?!well-known(/|$)) {',
        ...indent(['return 400;'], 4),
        '}',
        '',
        '# A path with an extension is a file or a 404: a missing script never comes back as the shell.',
        'location ~ \\.[^/]*$ {',
        ...indent([methodCheck, ...headers, 'try_files $uri =404;'], 4),
        '}',
        '',
        '# Everything else is a route of the app: the file if there is one, else the shell (SPA fallback).',
        'location / {',
        ...indent([methodCheck, ...headers, `try_files $uri ${SPA.shell};`], 4),
        '}',
        '',
        "# The shell is this brand's document (its title, language, theme colour and manifest); a build",
        "# without the brands' documents has index.html only.",
        `location = ${SPA.shell} {`,
        ...indent([methodCheck, ...headers, `try_files ${o.shell} $uri =404;`], 4),
        '}',
      ],
      4,
    ),
    '}',
  ];
};

const origin = (url: string): string => new URL(url).origin;

/** The whole site config as text. */
export const nginxConfig = (options: NginxOptions): string => {
  const local = options.mode === 'local';
  const overrides = options.overrides ?? {};
  const upstreamOf = (brand: Brand): string => {
    if (local) {
      if (!options.referenceServer) throw new Error('local mode needs referenceServer');
      return options.referenceServer;
    }
    return origin(options.upstream?.[brand.id] ?? brand.apiBase);
  };
  const hostsOf = (brand: Brand): readonly string[] =>
    local ? brand.localHosts : (overrides[brand.id] ?? brand.hosts);
  // A production build may call the API on its own origin (proxied here) or on the brand's API origin
  // (VITE_API_BASE_<BRAND>): the policy allows both.
  const policy = (host: string, brand: Brand) =>
    contentSecurityPolicy(host, overrides, {
      connect: local ? [] : [upstreamOf(brand)],
      humanCheck: options.humanCheck ?? {},
    });
  const brands = Object.values(BRANDS);
  const fallback = BRANDS.by;
  const blocks = [
    ...brands.map((brand) =>
      serverBlock({
        comment: `${brand.name} (${brand.id}): ${hostsOf(brand).join(', ')}`,
        shell: `/${documentFile(brand.id)}`,
        names: hostsOf(brand),
        csp: policy(hostsOf(brand)[0] ?? '', brand),
        upstream: upstreamOf(brand),
        local,
        options,
      }),
    ),
    serverBlock({
      comment: `Any other host: the ${fallback.name} brand, framed by nobody else (as the reference server does).`,
      names: ['_'],
      shell: shellFor('unknown.invalid', overrides),
      defaultServer: true,
      csp: policy('unknown.invalid', fallback),
      upstream: upstreamOf(fallback),
      local,
      options,
    }),
    ...(local
      ? [
          [
            '# The sale widget and main-site stand-ins of the reference server (other origins in production).',
            'server {',
            ...indent(
              [
                `listen ${options.listen};`,
                'server_name widget.localhost site.localhost;',
                'location / {',
                ...indent(proxyLines(upstreamOf(fallback), true), 4),
                '}',
              ],
              4,
            ),
            '}',
          ],
        ]
      : []),
  ];
  return `${[
    '# Generated from deploy/hosting.ts by deploy/nginx.ts — do not edit by hand.',
    `# ${local ? 'Local test instance' : 'Production: regenerate with `npm run deploy:nginx`'} (see README, "Pointing the cabinet at a real platform API").`,
    '# Include it in the http {} context (e.g. /etc/nginx/conf.d/cabinet.conf).',
    '',
    ...maps(),
    '',
    ...blocks.flatMap((b) => [...b, '']),
  ].join('\n')}`;
};
