// The security suites' rows (collected by server/security/endpoints.ts): the profile.
import { type Endpoint, json } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'PUT /api/v2/users/me/profile',
    owns: null,
    accepts: 'json',
    request: ({ minskId }) =>
      json('PUT', '/api/v2/users/me/profile', {
        email: 'anna.new@example.com',
        first_name: 'Anna',
        last_name: 'Ivanova',
        middle_name: 'Petrovna',
        dob: '1990-05-01',
        city_id: minskId,
        gender: 1,
        sms_subscribe: 0,
        email_subscribe: 1,
      }),
  },
];
