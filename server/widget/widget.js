// The sale widget stand-in's script. Protocol with the cabinet (its parent window):
//   frame → parent: { type: 'requestToken' } | { type: 'closeFrame' }
//                   | { type: 'closeFrameError', message } | { type: 'closeFrameFromSite' }
//   parent → frame: { type: 'auth', token }
// The token is only used to call the API as the customer; it is never shown or logged.
const params = new URLSearchParams(location.search);
const status = document.getElementById('status');
const who = document.getElementById('who');
const parentOrigin = params.get('parent') ?? '*';

const say = (message) => {
  // requestToken and the close messages carry no secret; the token only ever travels parent → frame.
  window.parent.postMessage(message, parentOrigin);
};

const show = (text) => {
  if (status) status.textContent = text;
};

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  if (parentOrigin !== '*' && event.origin !== parentOrigin) return;
  const data = event.data;
  if (typeof data !== 'object' || data === null || data.type !== 'auth') return;
  if (typeof data.token !== 'string' || data.token === '') return;
  document.body.dataset.auth = 'received';
  show('Signed in: the cabinet sent the session.');
  fetch('/api/v2/users/me', {
    headers: { Authorization: `Bearer ${data.token}`, Accept: 'application/json' },
  })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
    .then((me) => {
      if (who)
        who.textContent = `Customer: ${me.first_name ?? ''} ${me.last_name ?? ''} (balance ${me.balance} points)`;
      document.body.dataset.auth = 'verified';
    })
    .catch(() => {
      show('The session could not be checked.');
    });
});

const bind = (id, message) => {
  const button = document.getElementById(id);
  if (button) button.addEventListener('click', () => say(message));
};
bind('close', { type: 'closeFrame' });
bind('fail', { type: 'closeFrameError', message: 'Payment failed (widget stand-in)' });
bind('site', { type: 'closeFrameFromSite' });

show('Asking the cabinet for the session…');
say({ type: 'requestToken' });
