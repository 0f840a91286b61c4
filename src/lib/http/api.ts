// The app's HTTP client instance: the brand's API base, the cookie token, 401 → sign-out.
import { brand } from '../brand/current.ts';
import { getToken, signOut } from '../session/session.ts';
import { createHttp } from './client.ts';

export const http = createHttp({
  baseURL: brand.api,
  getToken,
  onUnauthorized: () => {
    void signOut();
  },
});
