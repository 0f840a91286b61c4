// The stand-in main site's side of the cross-site frame protocol. Served as a file: the page's policy
// allows no inline script.
//
// Messages (objects with a `type`): pushes `login` {token, username, avatar}, `logout`, `city` {city};
// questions {type: 'isLogin'} and {type: 'isCity'}, answered with {type: 'isLogin', value, username}
// and {type: 'isCity', city} (an answer carries the field, a question does not).
// Only the cabinet origin named in ?origin= is trusted, and only if it is one of the local brand hosts
// on this port; messages from anyone else are counted and ignored.

const CABINET_HOSTS = ['localhost', '127.0.0.1', 'ge.localhost', 'arena.localhost'];
const STATE_KEY = 'main-site-state';

const trustedCabinet = (candidate) => {
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    const ok =
      url.origin === candidate &&
      url.protocol === location.protocol &&
      url.port === location.port &&
      CABINET_HOSTS.includes(url.hostname);
    return ok ? url.origin : null;
  } catch {
    return null;
  }
};

const framed = window.parent !== window;
const cabinet = framed ? trustedCabinet(new URLSearchParams(location.search).get('origin')) : null;

const load = () => {
  try {
    const saved = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}');
    return {
      signedIn: saved.signedIn === true,
      username: String(saved.username ?? ''),
      city: saved.city ?? null,
    };
  } catch {
    return { signedIn: false, username: '', city: null };
  }
};

let state = load();
let ignored = 0;

const render = () => {
  document.getElementById('signed-in').textContent = state.signedIn
    ? `yes (${state.username || 'customer'})`
    : 'no';
  document.getElementById('city').textContent = state.city ?? 'none';
  document.getElementById('cabinet').textContent = cabinet ?? (framed ? 'untrusted parent' : 'not framed');
  document.getElementById('ignored').textContent = String(ignored);
  if (state.city) document.getElementById('city-select').value = state.city;
};

const update = (patch) => {
  state = { ...state, ...patch };
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage may be blocked in a third-party frame; the state then lives for this page only.
  }
  render();
};

const send = (message) => {
  if (cabinet) window.parent.postMessage(message, cabinet);
};

window.addEventListener('message', (event) => {
  const message = event.data;
  if (
    !cabinet ||
    event.origin !== cabinet ||
    event.source !== window.parent ||
    typeof message?.type !== 'string'
  ) {
    ignored += 1;
    render();
    return;
  }
  switch (message.type) {
    case 'login':
      update({ signedIn: true, username: String(message.username ?? '') });
      break;
    case 'logout':
      update({ signedIn: false, username: '' });
      break;
    case 'city':
      if (typeof message.city === 'string') update({ city: message.city });
      break;
    // A question has no answer field; an answer (to our own question) carries it.
    case 'isLogin':
      if ('value' in message)
        update({ signedIn: message.value === true, username: String(message.username ?? '') });
      else send({ type: 'isLogin', value: state.signedIn });
      break;
    case 'isCity':
      if ('city' in message) {
        if (typeof message.city === 'string') update({ city: message.city });
      } else send({ type: 'isCity', city: state.city });
      break;
    default:
      break;
  }
});

document.getElementById('logout').addEventListener('click', () => {
  update({ signedIn: false, username: '' });
  send({ type: 'logout' });
});

document.getElementById('choose-city').addEventListener('click', () => {
  const city = document.getElementById('city-select').value;
  update({ city });
  send({ type: 'city', city });
});

render();
// Ask the cabinet who is signed in and which city is chosen.
send({ type: 'isLogin' });
send({ type: 'isCity' });
