// The security suites' rows (collected by server/security/endpoints.ts): early booking.
import { type Endpoint, json } from '../security/requests.ts';

export const securityRows: Endpoint[] = [
  {
    route: 'POST /api/v2/users/me/earlybooking',
    owns: null,
    accepts: 'either',
    request: ({ minskId }) =>
      json('POST', '/api/v2/users/me/earlybooking', {
        booking_code: 'EARLY2026',
        user: {
          email: 'anna@example.com',
          last_name: 'Ivanova',
          first_name: 'Anna',
          middle_name: '',
          dob: '1990-05-01',
          city_id: minskId,
          gender: 1,
          sms_subscribe: 0,
          email_subscribe: 1,
        },
      }),
  },
];
