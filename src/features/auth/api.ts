import * as v from 'valibot';
import { http } from '../../lib/http/api.ts';
import { flag } from '../../lib/http/schemas.ts';

const AuthAnswerSchema = v.object({
  token: v.optional(v.string()),
  user: v.optional(
    v.object({
      avatar: v.nullish(v.string(), ''),
      phone: v.optional(v.string(), ''),
      username: v.nullish(v.string(), ''),
    }),
  ),
  notifyType: v.optional(v.picklist(['sms', 'email'])),
  smsSend: v.optional(flag, false),
  static: v.optional(flag, false),
  newUser: v.optional(flag, false),
  resetPassword: v.optional(flag, false),
  maskEmail: v.optional(v.string()),
  error: v.optional(v.string()),
});
export type AuthAnswer = v.InferOutput<typeof AuthAnswerSchema>;

export type AuthForm = {
  phone: string;
  country: string;
  formToken: string;
  email?: string;
  newEmail?: string;
  sms_code?: string;
  password?: string;
  password_confirm?: string;
  resetPassword?: boolean;
};

/** `POST /api/v3/auth`, form-encoded (spec §7). */
export const postAuth = (form: AuthForm) =>
  http.request(AuthAnswerSchema, '/api/v3/auth', { method: 'POST', form });

const AuthFieldsSchema = v.object({ fields: v.optional(v.array(v.string()), []) });

/** `POST /api/v3/auth/fields`, form-encoded: the extra fields a sign-in needs (non-empty = foreign). */
export const postAuthFields = (form: { phone: string; country: string }, signal?: AbortSignal) =>
  http.request(AuthFieldsSchema, '/api/v3/auth/fields', {
    method: 'POST',
    form,
    ...(signal ? { signal } : {}),
  });
