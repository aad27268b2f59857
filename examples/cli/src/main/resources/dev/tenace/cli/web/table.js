/*
 * The card table of `tenace web`: one more client of `tenace serve`'s protocol 1, over a
 * WebSocket. The page keeps no rules of its own: what is legal, who won a trick and what a deal
 * scores all come from the server's answers, which hold views, never states.
 */
'use strict';

const $ = (id) => document.getElementById(id);

const app = {
  socket: null,
  nextTag: 1,
  waiting: new Map(),
  games: [],
  bots: [],
  // the table now: kind 'play' | 'watch' | 'record'
  kind: null,
  table: null,        // the answer of "new"
  status: null,       // the last status (deal, to_act, over, result)
  views: [],          // per seat, the views shown
  me: null,           // the seat played in 'play'
  selection: [],      // cards chosen for a multi-card action
  typed: null,        // a card named from the keyboard
  timer: null,
  paused: false,
  record: null,       // the record stepped through: {head, deals}
  cursor: { deal: 0, action: 0 },
  busy: false,
  frame: null,        // the trick shown while the cards played since the last view are shown
  animating: false,
  focusLost: null,    // where the focus was when it fell to the page while cards moved
  skip: false,        // Continue: show the rest at once
  wake: null,
  shownDeal: null,    // the deal and number of plays the felt has shown
  shownPlays: 0,
  seedShown: null,    // the seed's digits, once the player may know them
  sheet: [],          // the deals scored at this table: {deal, scores, totals}
  sheetOf: null,      // the table the sheet is of
  rulesInForce: null, // the rules of the table, as "spec" gives them
  howTo: {},          // the game's own "how to play" text, per game
  sent: [],           // every request text, for tests
  received: [],       // every answer text, for tests
};
window.tenaceTable = app;
// what went wrong in the page, for the tests and the console
app.errors = [];
window.addEventListener('error', (e) => app.errors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => app.errors.push(String(e.reason && e.reason.stack || e.reason)));

// ------------------------------------------------------------------ the socket

function connect() {
  const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/session';
  const ws = new WebSocket(url);
  app.socket = ws;
  ws.onmessage = (e) => {
    app.received.push(e.data);
    const answer = JSON.parse(e.data);
    if (answer.hello) {
      $('connection').textContent = answer.version + ', protocol ' + answer.protocol;
      if (app.games.length) {
        roomConnected(); // a connection back after a drop: to the seat again
        return;
      }
      request({ op: 'games' }).then(gamesArrived);
      return;
    }
    if (answer.event) {
      roomPush(answer); // a shared table's news (rooms.js)
      return;
    }
    const pending = app.waiting.get(answer.tag);
    if (pending) {
      app.waiting.delete(answer.tag);
      pending(answer);
    }
  };
  ws.onclose = (e) => {
    // the server says why it closes (full, stopping, answers left unread)
    $('connection').textContent = 'disconnected' + (e.reason ? ' (' + e.reason + ')' : '') + ': reload the page';
    stopTimer();
    roomDropped();
  };
}

/** Sends one request; resolves with its answer. */
function request(r) {
  const tag = 't' + app.nextTag++;
  // a seed is a 64-bit whole number, beyond a JavaScript number: it is kept as its digits
  let text = JSON.stringify(Object.assign({ tag }, r));
  if (typeof r.seed === 'string') {
    text = text.replace(JSON.stringify('seed') + ':' + JSON.stringify(r.seed), '"seed":' + r.seed);
  }
  app.sent.push(text);
  return new Promise((resolve) => {
    app.waiting.set(tag, resolve);
    app.socket.send(text);
  });
}

// ------------------------------------------------------------------ setup

function gamesArrived(answer) {
  app.games = answer.games;
  app.bots = answer.bots.filter((b) => b !== 'client' && b !== 'pimc:N');
  const g = $('game');
  g.innerHTML = '';
  for (const x of app.games) {
    g.add(new Option(x.name, x.name));
  }
  g.onchange = gameChosen;
  gameChosen();
  roomsReady();
  document.body.dataset.ready = 'true';
}

function currentGame() {
  return app.games.find((x) => x.name === $('game').value);
}

function gameChosen() {
  const g = currentGame();
  const p = $('preset');
  p.innerHTML = '';
  for (const x of g.presets) {
    p.add(new Option(x, x));
  }
  const box = $('variants');
  box.innerHTML = '';
  for (const v of g.variants) {
    const div = document.createElement('div');
    div.className = 'variant';
    let input;
    if (v.type === 'boolean') {
      input = document.createElement('select');
      input.add(new Option('(default: ' + v.default + ')', ''));
      input.add(new Option('true', 'true'));
      input.add(new Option('false', 'false'));
    } else if (v.type.includes('|')) {
      input = document.createElement('select');
      input.add(new Option('(default: ' + v.default + ')', ''));
      for (const c of v.type.split('|')) {
        input.add(new Option(c, c));
      }
    } else {
      input = document.createElement('input');
      input.type = 'text';
      input.placeholder = v.default;
    }
    input.dataset.variant = v.name;
    input.id = 'variant-' + v.name;
    const label = document.createElement('label');
    label.htmlFor = input.id;
    label.textContent = v.name + ' ';
    div.append(label, input);
    const d = document.createElement('div');
    d.className = 'desc';
    d.textContent = v.description + ' (' + v.section + ')';
    div.append(d);
    box.append(div);
  }
  seatChoices(g.players);
  // a preset may change the number of players (a three-player preset): ask the server
  p.onchange = async () => {
    try {
      seatChoices(await playersOf(g.name, rulesChosen()));
      showSetupError('');
    } catch (e) {
      showSetupError(e.message);
    }
  };
}

function seatChoices(n) {
  const box = $('seats');
  box.innerHTML = '';
  for (let s = 0; s < n; s++) {
    const sel = document.createElement('select');
    sel.id = 'seat-' + s;
    sel.add(new Option('you', 'client'));
    sel.add(new Option('a friend', 'person')); // a shared table's seat for someone with the link
    for (const b of app.bots) {
      sel.add(new Option(b, b));
    }
    sel.value = s === 0 ? 'client' : 'best'; // the game's strongest bot within 100 ms
    sel.onchange = () => {
      if (sel.value === 'client') {
        for (let y = 0; y < n; y++) {
          const o = $('seat-' + y);
          if (y !== s && o && o.value === 'client') {
            o.value = 'best';
          }
        }
      }
    };
    const label = document.createElement('label');
    label.className = 'seat-choice';
    label.append('Seat ' + s + ' ', sel);
    box.append(label);
  }
}

function rulesChosen() {
  const rules = { preset: $('preset').value };
  for (const el of document.querySelectorAll('[data-variant]')) {
    if (el.value !== '') {
      rules[el.dataset.variant] = el.value.trim();
    }
  }
  return rules;
}

function seatsChosen(watch) {
  const out = [];
  const n = document.querySelectorAll('#seats select').length;
  for (let s = 0; s < n; s++) {
    const v = $('seat-' + s).value;
    // a friend's seat is a bot's at a table of your own
    out.push((watch && v === 'client') || v === 'person' ? 'best' : v);
  }
  return out;
}

/** The players of the chosen rules (a preset or variant may change them): from "spec". */
async function playersOf(game, rules) {
  const spec = await request({ op: 'spec', game, rules });
  if (!spec.ok) {
    throw new Error(spec.error);
  }
  app.rulesInForce = spec.rules;
  return spec.players;
}

async function startPlay() {
  const game = $('game').value;
  const rules = rulesChosen();
  let players;
  try {
    players = await playersOf(game, rules);
  } catch (e) {
    return showSetupError(e.message);
  }
  let seats = seatsChosen(false);
  seats = resize(seats, players);
  if (!seats.includes('client')) {
    seats[0] = 'client';
  }
  let sd;
  try {
    sd = seed();
  } catch (e) {
    return showSetupError(e.message);
  }
  const answer = await request({
    op: 'new', game, rules, seed: sd, mode: $('mode').value, seats,
  });
  if (!answer.ok) {
    return showSetupError(answer.error);
  }
  app.kind = 'play';
  app.me = seats.indexOf('client');
  app.table = answer;
  app.seedShown = sd === undefined ? null : sd;
  app.shownDeal = null;
  await statusArrived(answer);
}

function resize(seats, n) {
  const out = seats.slice(0, n);
  while (out.length < n) {
    out.push('best');
  }
  return out;
}

/**
 * The seed as its digits (see request), or undefined when the box is empty: the server then deals
 * from a seed of its own that it never tells, so no other table can show this one's hands.
 */
function seed() {
  const v = $('seed').value.trim();
  if (v === '') {
    return undefined;
  }
  if (!/^-?[0-9]{1,19}$/.test(v)) {
    throw new Error('the seed must be a whole number, not "' + v + '"');
  }
  return v;
}

function showSetupError(text) {
  $('setup-error').textContent = text;
}

async function startWatch() {
  const game = $('game').value;
  const rules = rulesChosen();
  let players;
  try {
    players = await playersOf(game, rules);
  } catch (e) {
    return showSetupError(e.message);
  }
  const seats = resize(seatsChosen(true), players);
  let sd;
  try {
    sd = seed();
  } catch (e) {
    return showSetupError(e.message);
  }
  const answer = await request({
    op: 'new', game, rules, seed: sd, mode: $('mode').value, seats, watch: true,
  });
  if (!answer.ok) {
    return showSetupError(answer.error);
  }
  app.kind = 'watch';
  app.me = null;
  app.table = answer;
  app.seedShown = sd === undefined ? null : sd;
  app.shownDeal = null;
  app.paused = false;
  await statusArrived(answer);
  startTimer();
}

// ------------------------------------------------------------------ records

async function loadRecord(file) {
  const text = await file.text();
  const line = text.split('\n').find((l) => l.trim() !== '');
  let rec;
  try {
    rec = JSON.parse(line);
  } catch (e) {
    return showSetupError(file.name + ': not a JSON record (' + e.message + ')');
  }
  if (!rec || !Array.isArray(rec.deals) || rec.deals.length === 0 || typeof rec.game !== 'string') {
    return showSetupError(file.name + ': a record of tenace simulate --record has "game" and "deals"');
  }
  const seedDigits = /"seed"\s*:\s*(-?[0-9]+)/.exec(line);
  rec.seedDigits = seedDigits ? seedDigits[1] : '0';
  app.record = rec;
  app.rulesInForce = rec.rules;
  await openRecord(0);
}

/** Opens the record's table at action {@code upTo} of its first deal. */
async function openRecord(upTo) {
  const rec = app.record;
  const n = rec.players || rec.deals[0].hands.length;
  const seats = Array(n).fill('client');
  const modes = rec.deals.length > 1 ? ['match', 'deal'] : ['deal', 'match'];
  for (const mode of modes) {
    const answer = await request({
      op: 'new', game: rec.game, rules: rec.rules, seed: rec.seedDigits, dealer: rec.deals[0].dealer,
      mode, seats,
    });
    if (!answer.ok) {
      return showSetupError('record: ' + answer.error);
    }
    app.kind = 'record';
    app.me = null;
    app.table = answer;
    app.seedShown = rec.seedDigits;
    app.cursor = { deal: 0, action: 0 };
    if (await handsMatch(0)) {
      while (app.cursor.action < upTo) {
        await stepRecord(false);
      }
      return statusArrived(answer, true);
    }
  }
  return showSetupError('record: its hands are not the deals of its seed and rules, so the server cannot replay it');
}

async function handsMatch(k) {
  const deal = app.record.deals[k];
  for (let s = 0; s < deal.hands.length; s++) {
    const v = await request({ op: 'view', seat: s });
    if (!v.ok) {
      return false;
    }
    const dealt = v.view.facts.dealt_hand || v.view.hand;
    if (dealt.length === 0) {
      continue; // not seen yet (a hand not looked at yet)
    }
    if ([...dealt].sort().join(' ') !== [...deal.hands[s]].sort().join(' ')) {
      return false;
    }
  }
  return true;
}

async function stepRecord(render = true) {
  const deal = app.record.deals[app.cursor.deal];
  if (app.cursor.action >= deal.actions.length) {
    if (app.cursor.deal + 1 >= app.record.deals.length || !(app.status && app.status.over)) {
      stopTimer();
      return;
    }
    const n = await request({ op: 'next' });
    if (!n.ok) {
      return message(n.error);
    }
    app.cursor = { deal: app.cursor.deal + 1, action: 0 };
    return statusArrived(n);
  }
  const t = deal.actions[app.cursor.action];
  const sp = t.indexOf(' ');
  const answer = await request({ op: 'act', seat: Number(t.slice(0, sp)), action: t.slice(sp + 1) });
  if (!answer.ok) {
    stopTimer();
    return message('record step ' + app.cursor.action + ' refused: ' + refusal(answer));
  }
  app.cursor.action++;
  app.status = answer;
  if (render) {
    await statusArrived(answer);
  }
}

// ------------------------------------------------------------------ status and views

async function statusArrived(answer, quiet) {
  app.status = answer;
  app.selection = [];
  app.typed = null;
  const n = app.table.players;
  if (app.kind === 'play') {
    const v = await request({ op: 'view', seat: app.me });
    app.views = [];
    if (v.ok) {
      app.views[app.me] = v.view;
    }
  } else {
    app.views = [];
    for (let s = 0; s < n; s++) {
      const v = await request({ op: 'view', seat: s });
      if (v.ok) {
        app.views[s] = v.view;
      }
    }
  }
  await shown(answer, quiet);
}

/** Shows a status whose views are in app.views: the scores, the cards' travel, the table. */
async function shown(answer, quiet) {
  if (typeof answer.seed_drawn === 'string') {
    app.seedShown = answer.seed_drawn;
  }
  noteScores(answer);
  if (!quiet && answer.faults) {
    // a program's fault (engine:NAME) names its seat and what plays it from here
    message(answer.faults.map((f) => (f.kind.startsWith('ENGINE_') ? f.message
      : 'the bot of seat ' + f.seat + ' failed and played its first legal action: ' + f.message)).join('; '));
  }
  const v = mainView();
  if (quiet || !v) {
    app.shownDeal = v ? v.deal : null;
    app.shownPlays = playsOf(v).length;
  } else {
    await animate(v);
  }
  render();
}

function mainView() {
  if (app.kind === 'play') {
    return app.views[app.me];
  }
  return app.views.find((v) => v);
}

/** The legal action of {@code verb} made of exactly the selected cards, or null. */
function choiceOf(o, verb) {
  const want = [...app.selection].sort().join(' ');
  const c = o.choices.find((x) => x.verb === verb && [...x.cards].sort().join(' ') === want);
  return c ? c.text : null;
}

function cardClicked(card, o, legal) {
  if (!legal) {
    // a card that cannot be played: the rules say why, in their own sentence; nothing changes
    explain(card);
    return;
  }
  if (o.plays.has(card)) {
    act(o.plays.get(card));
    return;
  }
  toggle(card);
  render();
}

function toggle(card) {
  const i = app.selection.indexOf(card);
  if (i >= 0) {
    app.selection.splice(i, 1);
  } else {
    app.selection.push(card);
  }
}

function confirmChoice(o, verb) {
  const text = choiceOf(o, verb);
  if (text) {
    act(text);
  } else if (app.selection.length) {
    // not a legal set: let the rules say why
    act(verb + ' ' + app.selection.join(' '));
  }
}

async function act(text) {
  if (app.busy) {
    return;
  }
  endReview();
  app.busy = true;
  try {
    const answer = app.room ? await roomAct(text) : await request({ op: 'act', seat: app.me, action: text });
    if (!answer.ok) {
      message(refusal(answer));
      return;
    }
    message('');
    if (!app.room) {
      await statusArrived(answer);
    }
  } finally {
    app.busy = false;
  }
}

/** Why a request was refused: the rule's sentence (and its code), or the server's error. */
function refusal(answer) {
  return answer.violation ? answer.violation.message + ' (' + answer.violation.code + ')' : answer.error;
}

/**
 * Asks the rules why a card cannot be played: the server refuses it with the rule's sentence and
 * the table stays as it is. When it is not your turn, the page says so itself.
 */
async function explain(card) {
  const v = mainView();
  if (app.busy || app.animating || !v || v.to_move !== app.me || app.status.over) {
    message(cardText(card) + ' cannot be played now: ' + (app.status.over ? 'the deal is over' : 'it is not your turn'), true);
    return;
  }
  app.busy = true;
  try {
    const answer = app.room ? await roomAct('play ' + card) : await request({ op: 'act', seat: app.me, action: 'play ' + card });
    if (!answer.ok) {
      message(cardText(card) + ' cannot be played now: ' + refusal(answer));
      return;
    }
    // the rules took it after all (the page's offer was stale): show the table as it is now
    message('');
    if (!app.room) {
      await statusArrived(answer);
    }
  } finally {
    app.busy = false;
  }
}

function message(text, info) {
  const m = $('message');
  m.textContent = text;
  m.className = info ? 'info' : '';
}

// ------------------------------------------------------------------ watch and record steps

function startTimer() {
  stopTimer();
  app.paused = false;
  const tick = async () => {
    if (app.paused) {
      return;
    }
    await stepOnce();
    if (app.timer !== null) {
      app.timer = setTimeout(tick, speed());
    }
  };
  app.timer = setTimeout(tick, speed());
}

function stopTimer() {
  if (app.timer !== null) {
    clearTimeout(app.timer);
  }
  app.timer = null;
}

function speed() {
  return Number($('speed').value);
}

function speedShown() {
  $('speed-text').textContent = speed() === 0 ? 'instant' : speed() + ' ms a card';
}

async function stepOnce() {
  if (app.busy) {
    return;
  }
  app.busy = true;
  try {
    if (app.kind === 'record') {
      await stepRecord(true);
      return;
    }
    if (app.kind !== 'watch') {
      return;
    }
    if (app.status.over) {
      if (app.table.mode === 'match' && app.status.result && !app.status.result.match_over) {
        const n = await request({ op: 'next' });
        if (n.ok) {
          await statusArrived(n);
          return;
        }
        message(n.error);
      }
      stopTimer();
      render();
      return;
    }
    const answer = await request({ op: 'step' });
    if (!answer.ok) {
      stopTimer();
      message(answer.error);
      return;
    }
    await statusArrived(answer);
  } finally {
    app.busy = false;
  }
}

// ------------------------------------------------------------------ keyboard

function typedText(raw) {
  const t = raw.trim().toUpperCase().replace(/^10/, 'T');
  return t;
}

function onTyped(e) {
  const input = $('typed');
  const v = mainView();
  if (app.kind !== 'play' || !v) {
    return;
  }
  const t = typedText(input.value);
  if (e.key === 'Enter') {
    e.preventDefault();
    const o = offers(v);
    if (t === '' && o.choices.length) {
      confirmChoice(o, o.choices[0].verb);
    } else if (CARD.test(t) && o.choices.some((c) => c.cards.includes(t))) {
      toggle(t);
      render();
    } else if (CARD.test(t)) {
      // a card named: play it (a dimmed one too: the rules then say why not)
      act(o.plays.get(t) || 'play ' + t);
    } else if (t === '' && app.typed) {
      act(o.plays.get(app.typed) || 'play ' + app.typed);
    } else if (t !== '') {
      act(input.value.trim());
    }
    input.value = '';
    app.typed = null;
    return;
  }
  if (e.key === 'Escape') {
    input.value = '';
    app.selection = [];
    app.typed = null;
    render();
    return;
  }
  setTimeout(() => {
    const now = typedText(input.value);
    const had = app.typed;
    app.typed = CARD.test(now) && v.hand.includes(now) ? now : null;
    if (had !== app.typed) {
      render();
    }
  }, 0);
}

// ------------------------------------------------------------------ wiring

function leave() {
  roomLeave();
  stopTimer();
  continueNow();
  app.kind = null;
  $('table').hidden = true;
  $('setup').hidden = false;
  message('');
  $('record').value = '';
}

window.addEventListener('DOMContentLoaded', () => {
  $('play').onclick = startPlay;
  $('watch').onclick = startWatch;
  $('leave').onclick = leave;
  $('speed').oninput = speedShown;
  speedShown();
  $('instant').onclick = () => {
    $('speed').value = '0';
    speedShown();
  };
  $('review').onclick = reviewLastTrick;
  $('record').onchange = (e) => { if (e.target.files[0]) loadRecord(e.target.files[0]); };
  $('typed').addEventListener('keydown', onTyped);
  $('next').onclick = async () => {
    if (app.room) {
      return roomNext();
    }
    const n = await request({ op: 'next' });
    if (!n.ok) {
      return message(n.error);
    }
    if (app.kind === 'record') {
      app.cursor = { deal: app.cursor.deal + 1, action: 0 };
    }
    await statusArrived(n);
  };
  $('step').onclick = () => { stopTimer(); render(); stepOnce(); };
  $('continue').onclick = (e) => { e.stopPropagation(); continueOne(); };
  $('felt').addEventListener('click', () => { if (app.animating) continueNow(); });
  $('again').onclick = () => {
    // the same deal again: its seed in the box, then the same kind of table
    const kind = app.kind;
    $('seed').value = app.seedShown;
    leave();
    if (kind === 'watch') {
      startWatch();
    } else if (kind === 'play') {
      startPlay();
    }
  };
  $('pause').onclick = () => {
    if (app.timer !== null) {
      stopTimer();
    } else {
      startTimer();
    }
    render();
  };
  $('back').onclick = async () => {
    stopTimer();
    const deal = app.cursor.deal;
    const target = Math.max(0, app.cursor.action - 1);
    if (deal === 0) {
      await openRecord(target);
    }
  };
  document.addEventListener('keydown', (e) => {
    if (app.animating && !e.ctrlKey && !e.metaKey && !e.altKey && e.key !== 'Tab') {
      // any key shows the rest of the bots' cards at once
      continueNow();
    }
    if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && e.target.classList && e.target.classList.contains('card')) {
      // arrows move along the hand
      const cards = [...$('hand').children];
      const i = cards.indexOf(e.target) + (e.key === 'ArrowLeft' ? -1 : 1);
      if (i >= 0 && i < cards.length) {
        cards[i].focus();
        e.preventDefault();
      }
      return;
    }
    // typing anywhere at the table goes to the action box
    if (app.kind === 'play' && document.activeElement !== $('typed') && /^[0-9a-zA-Z]$/.test(e.key)
        && !e.ctrlKey && !e.metaKey && !e.altKey) {
      $('typed').focus();
    }
  });
  connect();
});
