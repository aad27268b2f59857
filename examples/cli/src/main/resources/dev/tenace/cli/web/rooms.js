/*
 * Shared tables of `tenace web` (rooms): create a table and share its link, take a seat or watch,
 * the lobby of open tables, and back to your seat after a reload or a dropped connection. The
 * server pushes each change as a "room" event with your seat's view only (a spectator's: no hand);
 * the table is drawn by the same felt as every other table.
 */
'use strict';

const ROOM_KEY = 'tenace-room:';

/** The seat kept for a table in this tab: {seat, token, host}, or null. */
function keptSeat(id) {
  try {
    return JSON.parse(sessionStorage.getItem(ROOM_KEY + id));
  } catch (e) {
    return null;
  }
}

function keepSeat(id, seat) {
  sessionStorage.setItem(ROOM_KEY + id, JSON.stringify(seat));
}

function tableInLink() {
  const id = new URLSearchParams(location.search).get('table');
  return id && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
}

function shareLink(id) {
  return location.origin + '/?table=' + id;
}

/** Once the games are known: the lobby, and the table of the link if there is one. */
function roomsReady() {
  $('host-table').onclick = hostTable;
  $('take-seat').onclick = () => joinTable(false);
  $('watch-table').onclick = () => joinTable(true);
  $('start-table').onclick = startTable;
  $('copy-link').onclick = copyLink;
  $('lobby-refresh').onclick = refreshLobby;
  $('room-leave').onclick = () => { leave(); };
  setInterval(() => { if (!$('setup').hidden) refreshLobby(); }, 3000);
  refreshLobby();
  const id = tableInLink();
  if (id) {
    openLink(id);
  }
}

async function openLink(id) {
  const kept = keptSeat(id);
  if (kept) {
    return rejoin(id, kept);
  }
  app.room = null;
  $('setup').hidden = true;
  $('table').hidden = true;
  $('room').hidden = false;
  $('join-form').hidden = false;
  $('room-title').textContent = 'A table shared with you';
  $('room-seats').innerHTML = '';
  $('start-table').hidden = true;
  $('join-name').focus();
  $('room-share').hidden = true;
  $('join-form').dataset.table = id;
}

function newRoom(id, seat, token, host) {
  app.room = { id, seat, token, host, table: { seats: [] }, queue: Promise.resolve(), last: null };
  if (location.search !== '?table=' + id) {
    history.replaceState(null, '', '/?table=' + id);
  }
  const early = app.early;
  app.early = null;
  if (early && early.table === id) {
    roomPush(early);
  }
}

async function rejoin(id, kept) {
  newRoom(id, kept.seat, kept.token, kept.host);
  const a = kept.seat >= 0
    ? await request({ op: 'room_rejoin', table: id, seat: kept.seat, token: kept.token })
    : await request({ op: 'room_watch', table: id });
  if (!a.ok) {
    sessionStorage.removeItem(ROOM_KEY + id);
    app.room = null;
    history.replaceState(null, '', '/');
    $('room').hidden = true;
    $('setup').hidden = false;
    showSetupError(a.error);
  }
}

/** The seats of a shared table as the setup chose them: you, a friend, or a bot. */
function roomSeats(players) {
  const out = [];
  for (let s = 0; s < players; s++) {
    const el = $('seat-' + s);
    out.push(el ? el.value : 'best');
  }
  if (!out.includes('client')) {
    out[out.indexOf('person') >= 0 ? out.indexOf('person') : 0] = 'client';
  }
  return out;
}

async function hostTable() {
  const name = $('my-name').value.trim();
  if (name === '') {
    $('my-name').focus();
    return showSetupError('Your name: say who you are, so your friends see who sits where');
  }
  const game = $('game').value;
  const rules = rulesChosen();
  let players;
  try {
    players = await playersOf(game, rules);
  } catch (e) {
    return showSetupError(e.message);
  }
  const a = await request({
    op: 'room_create', game, rules, mode: $('mode').value, seats: roomSeats(players), name,
    teaching: $('teaching').checked,
  });
  if (!a.ok) {
    return showSetupError(a.error);
  }
  keepSeat(a.table, { seat: a.seat, token: a.token, host: true });
  newRoom(a.table, a.seat, a.token, true);
}

async function joinTable(watch) {
  const id = $('join-form').dataset.table;
  const name = $('join-name').value.trim();
  if (!watch && name === '') {
    $('join-name').focus();
    return roomError('Your name: say who you are, so the others see who sits where');
  }
  newRoom(id, -1, null, false);
  const a = watch ? await request({ op: 'room_watch', table: id })
    : await request({ op: 'room_join', table: id, name });
  if (!a.ok) {
    app.room = null;
    return roomError(a.error);
  }
  app.room.seat = a.seat;
  app.room.token = a.token || null;
  keepSeat(id, { seat: a.seat, token: a.token || null, host: false });
  $('join-form').hidden = true;
}

async function startTable() {
  const a = await request({ op: 'room_start', table: app.room.id, token: app.room.token });
  if (!a.ok) {
    roomError(a.error);
  }
}

function roomError(text) {
  $('room-error').textContent = text;
}

async function copyLink() {
  const input = $('share-link');
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    $('copy-note').textContent = 'copied';
  } catch (e) {
    $('copy-note').textContent = 'selected: copy it with Ctrl+C';
  }
}

// ------------------------------------------------------------------ the lobby

async function refreshLobby() {
  if (!app.socket || app.socket.readyState !== 1) {
    return;
  }
  const a = await request({ op: 'room_list' });
  if (!a.ok) {
    return;
  }
  const list = $('lobby-list');
  list.innerHTML = '';
  $('lobby-empty').hidden = a.tables.length > 0;
  for (const t of a.tables) {
    const li = document.createElement('li');
    const who = t.seats.map((s) => (s.kind === 'person' ? (s.name || 'a free seat') : 'bot')).join(', ');
    const text = t.game + ' · ' + (t.mode === 'match' ? 'a match' : 'one deal') + ' · ' + who
      + (t.started ? ' · playing' : ' · waiting');
    li.append(text + ' ');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Join';
    b.dataset.table = t.table;
    b.setAttribute('aria-label', 'Join the ' + t.game + ' table: ' + who);
    b.onclick = () => {
      history.pushState(null, '', '/?table=' + t.table);
      openLink(t.table);
    };
    li.append(b);
    list.append(li);
  }
}

// ------------------------------------------------------------------ news from the server

function roomPush(p) {
  if (p.event === 'room_left') {
    $('connection').textContent = p.reason;
    app.room = null;
    return;
  }
  if (!app.room || app.room.id !== p.table) {
    app.early = p; // news of a table created just now comes before the answer that names it
    return;
  }
  app.room.queue = app.room.queue.then(() => roomShow(p)).catch((e) => app.errors.push(String(e && e.stack || e)));
}

function seatLabel(s) {
  return s.kind === 'person' ? (s.name || 'free seat') + (s.bot_playing ? ' (a bot plays)' : '') : 'bot ' + s.name;
}

function renderWaiting(p) {
  $('setup').hidden = true;
  $('table').hidden = true;
  $('room').hidden = false;
  $('join-form').hidden = true;
  $('room-share').hidden = false;
  $('room-title').textContent = 'Your ' + p.room.game + ' table: '
    + (p.room.mode === 'match' ? 'a match' : 'one deal');
  $('share-link').value = shareLink(p.table);
  const ul = $('room-seats');
  ul.innerHTML = '';
  p.room.seats.forEach((s, i) => {
    const li = document.createElement('li');
    li.textContent = 'Seat ' + i + ' · '
      + (s.kind === 'person' ? (s.name ? s.name + (i === p.you ? ' (you)' : '') : 'free: waiting for a friend') : 'bot ' + s.name);
    ul.append(li);
  });
  $('start-table').hidden = !(app.room.host);
  $('room-wait').textContent = app.room.host
    ? 'Send the link to your friends; start when they are seated (free seats are played by a bot until someone takes them).'
    : 'Waiting for the table\'s creator to start.';
}

async function roomShow(p) {
  app.room.last = p;
  if (!p.status) {
    return renderWaiting(p);
  }
  $('room').hidden = true;
  const t = app.room.table;
  t.game = p.room.game;
  t.players = p.room.players;
  t.mode = p.room.mode;
  t.seats = p.room.seats.map((s, i) => (i === p.you ? 'client' : seatLabel(s)));
  app.table = t;
  app.kind = p.you >= 0 ? 'play' : 'watch';
  app.me = p.you >= 0 ? p.you : null;
  app.rulesInForce = p.room.rules;
  app.views = [];
  if (p.views) {
    p.views.forEach((v, s) => { app.views[s] = v; });
  } else {
    app.views[p.you >= 0 ? p.you : 0] = p.view;
  }
  const st = Object.assign({}, p.status);
  if (p.seed_drawn) {
    st.seed_drawn = p.seed_drawn;
  }
  if (st.to_act !== app.me) {
    app.selection = [];
    app.typed = null;
  }
  app.status = st;
  await shown(st, false);
}

// ------------------------------------------------------------------ acting at a shared table

function roomAct(text) {
  const r = app.room;
  return request({ op: 'room_act', table: r.id, seat: r.seat, token: r.token, action: text });
}

async function roomNext() {
  const r = app.room;
  const a = await request({ op: 'room_next', table: r.id, seat: r.seat, token: r.token });
  if (!a.ok) {
    message(a.error);
  }
}

/** "New table": the page leaves the shared table (its seat waits, then a bot plays it). */
function roomLeave() {
  if (!app.room) {
    return;
  }
  const id = app.room.id;
  app.room = null;
  sessionStorage.removeItem(ROOM_KEY + id);
  request({ op: 'room_leave' });
  history.replaceState(null, '', '/');
  $('room').hidden = true;
}

/** The connection dropped: try again in a second, then back to the seat. */
function roomDropped() {
  if (!app.room) {
    return;
  }
  app.waiting.clear();
  $('connection').textContent = 'connection lost: back to your seat in a moment…';
  setTimeout(connect, 1000);
}

function roomConnected() {
  if (!app.room) {
    return;
  }
  const r = app.room;
  rejoin(r.id, { seat: r.seat, token: r.token, host: r.host });
}
