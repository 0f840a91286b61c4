// The server's one validation idiom: every body, query and path parameter is a valibot schema, parsed
// here, and valibot's issues become the platform's error answer (a 422 `{ message, errors: { field:
// [text] } }` unless the endpoint says otherwise). Texts are the server's own catalog (server/i18n),
// built when the issue is raised, so they come in the request's language. What is the platform's own
// stays here: unknown fields are refused by name, one message per field, the same answer for an id
// that is malformed as for one that does not exist.
import * as v from 'valibot';
import { t } from '../i18n/messages.ts';
import { type HttpError, httpError } from '../web/errors.ts';

type Text = () => string;
type Fields = Record<string, unknown>;

const isFields = (x: unknown): x is Fields => typeof x === 'object' && x !== null && !Array.isArray(x);

/** How a refused unknown field is told apart from the other issues (its text names the full path). */
const UNKNOWN = 'a known field';
const MAX_NAMED = 10;
const NAME_MAX = 40;

/**
 * An object of the given fields and no others: a field it does not know is the client's bug (a typo,
 * or data the server would silently drop), refused by name before the fields are read. Not an object
 * (a list, a text): `message`.
 */
export const fields = <E extends v.ObjectEntries>(entries: E, message: Text = () => t('fields.bodyObject')) =>
  v.pipe(
    v.custom<Fields>(isFields, message),
    v.rawCheck<Fields>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const input = dataset.value;
      const unknown = Object.keys(input).filter((key) => !Object.hasOwn(entries, key));
      for (const key of unknown.slice(0, MAX_NAMED)) {
        const name = key.slice(0, NAME_MAX);
        addIssue({
          expected: UNKNOWN,
          received: name,
          path: [{ type: 'object', origin: 'key', input, key: name, value: input[key] }],
        });
      }
    }),
    v.object(entries),
  );

const blank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
const absent = (x: unknown) => x === undefined || x === null || x === '';

/**
 * One value of a query or form: a text (trimmed) or a JSON number as its text; absent or null is ''. A
 * list, an object or a boolean where one value belongs (`code[]=1`, `{"code":{}}`) is a wrong type,
 * 422, never read as if the field were missing.
 */
export const single = (name: string) =>
  v.optional(
    v.pipe(
      v.nullable(
        v.union([v.string(), v.custom<number>((x) => typeof x === 'number')], () =>
          t('http.singleValue', { name }),
        ),
      ),
      // A NaN or Infinity number (not JSON, but a caller's object) reads as absent.
      v.transform((x) =>
        typeof x === 'string' ? x.trim() : typeof x === 'number' && Number.isFinite(x) ? String(x) : '',
      ),
    ),
    '',
  );

type TextRule = { max?: number; pattern?: RegExp };

/**
 * Characters no text a customer types may hold: control characters (NUL, line breaks, escapes) and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a stored name
 * read differently from what it is (U+202E before "anna" shows "anna" reversed). The direction marks U+200E/F
 * stay allowed: right-to-left names may need them.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Refuses a text with a control or text-direction character, naming the field. */
export const plainText = (name: string) =>
  v.check(
    (s: string) => !UNSAFE_CHARACTERS.test(s),
    () => t('fields.characters', { name }),
  );

const textValue = (
  name: string,
  { max = Number.POSITIVE_INFINITY, pattern }: TextRule,
  notText: (issue: v.StringIssue) => string,
) =>
  v.pipe(
    v.string(notText),
    plainText(name),
    v.trim(),
    v.check(
      (s) => s.length <= max,
      () => t('fields.max', { name, max }),
    ),
    v.check(
      (s) => pattern === undefined || pattern.test(s),
      () => t('fields.format', { name }),
    ),
  );

/** A text field (trimmed); absent, empty or spaces only is null. */
export const text = (name: string, rule: TextRule = {}) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (blank(x) ? null : x)),
      v.nullable(textValue(name, rule, () => t('fields.string', { name }))),
    ),
    null,
  );

/** A text field that must be there. */
export const requiredText = (name: string, rule: TextRule = {}) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (blank(x) ? undefined : x)),
      textValue(name, rule, (issue) =>
        issue.input === undefined ? t('fields.required', { name }) : t('fields.string', { name }),
      ),
    ),
    '',
  );

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists: `Date` rolls 2020-02-30 over into March, so the date must read back the same. */
export const isRealDate = (s: string): boolean => {
  if (!DATE.test(s)) return false;
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
};

const dateValue = (
  name: string,
  notString: (issue: v.StringIssue) => string = () => t('fields.date', { name }),
) =>
  v.pipe(
    v.string(notString),
    v.check(isRealDate, () => t('fields.date', { name })),
  );

/** A YYYY-MM-DD date that exists; absent or empty is null. */
export const date = (name: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (absent(x) ? null : x)),
      v.nullable(dateValue(name)),
    ),
    null,
  );

/** A date that must be there. */
export const requiredDate = (name: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (absent(x) ? undefined : x)),
      dateValue(name, (issue) =>
        issue.input === undefined ? t('fields.required', { name }) : t('fields.date', { name }),
      ),
    ),
    '',
  );

const intValue = (name: string, oneOf?: readonly number[]) => {
  const selected = () => t('fields.selected', { name });
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, selected))], selected),
    v.transform(Number),
    v.integer(selected),
    v.check((n) => oneOf === undefined || oneOf.includes(n), selected),
  );
};

/** An integer (a number or its text, `oneOf` the values taken); absent or empty is null. */
export const int = (name: string, oneOf?: readonly number[]) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (absent(x) ? null : x)),
      v.nullable(intValue(name, oneOf)),
    ),
    null,
  );

/** An integer that must be there. */
export const requiredInt = (name: string) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (absent(x) ? undefined : x)),
      v.custom<unknown>(
        (x) => x !== undefined,
        () => t('fields.required', { name }),
      ),
      intValue(name),
    ),
    '',
  );

/** 0/1/'0'/'1'/true/false as a boolean; absent is null. */
export const flag = (name: string) =>
  v.nullish(
    v.pipe(
      v.union([v.boolean(), v.picklist([0, 1, '0', '1'])], () => t('fields.flag', { name })),
      v.transform((x) => x === true || x === 1 || x === '1'),
    ),
    null,
  );

/** How an endpoint answers a refused request. */
export type Answer = {
  /** 422 unless said. */
  status?: number;
  /** The messages as one list under "The given data was invalid." (the order endpoints' shape). */
  list?: boolean;
  /** Error keys other than the field's path, e.g. `{ 'params.code': 'code' }`. */
  keys?: Readonly<Record<string, string>>;
  /** Stop at the first problem (endpoints that answer one problem at a time). */
  first?: boolean;
  /** The summary when a given field is the first refused, if not its own message (`{ country: … }`). */
  summaries?: Readonly<Record<string, () => string>>;
  /** What a body that is not an object answers (default: 400 "Send a JSON object."). */
  notObject?: () => HttpError;
};

const notAnObject = () => httpError(400, t('fields.sendObject'), [t('fields.bodyObject')]);

const refusal = (issues: readonly v.BaseIssue<unknown>[], answer: Answer): HttpError => {
  const errors: Record<string, string[]> = {};
  const unknown: string[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (path === '') return (answer.notObject ?? notAnObject)();
    const isUnknown = issue.expected === UNKNOWN;
    if (isUnknown) unknown.push(path);
    const key = answer.keys?.[path] ?? path;
    // One message per field: the first rule it broke.
    errors[key] ??= [isUnknown ? t('http.fieldNotAllowed', { name: path }) : issue.message];
  }
  const status = answer.status ?? 422;
  const messages = Object.values(errors).flat();
  if (answer.list) return httpError(status, t('fields.invalid'), messages);
  const onlyUnknown = unknown.length === messages.length;
  const summary = onlyUnknown
    ? t(unknown.length > 1 ? 'http.unknownFields' : 'http.unknownField', { names: unknown.join(', ') })
    : (answer.summaries?.[Object.keys(errors)[0] ?? '']?.() ?? messages[0] ?? t('fields.invalid'));
  return httpError(status, summary, errors);
};

/** `input` read by `schema`, or the endpoint's refusal (see Answer). */
export const parse = <S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  answer: Answer = {},
): v.InferOutput<S> => {
  const result = v.safeParse(schema, input, { abortEarly: answer.first === true });
  if (result.success) return result.output;
  throw refusal(result.issues, answer);
};

/** A record id in a path: a positive integer in its plain form (no sign, no leading zero), at most 9 digits. */
const ID = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number));

/** The record id `raw` names, or null when it is no id. */
export const readId = (raw: string | undefined): number | null => {
  const result = v.safeParse(ID, raw);
  return result.success ? result.output : null;
};

/**
 * The id in a path parameter, or `notFound` (the answer the endpoint gives for a record that does not
 * exist: a malformed id is no different from an unknown one).
 */
export const idParam = (
  raw: string | undefined,
  notFound: () => HttpError = () => httpError(404, t('http.notFound')),
): number => {
  const id = readId(raw);
  if (id === null) throw notFound();
  return id;
};
