/*
 * The card table of `tenace web`: one more client of `tenace serve`'s protocol 1, over a
 * WebSocket. The page keeps no rules of its own: what is legal, who won a trick and what a deal
 * scores all come from the server's answers, which hold views, never states.
 */
'use strict';

const CARD = /^(?:[2-9TJQKA][CDSH]|X[1-3])$/;
const SUIT = { C: '♣', D: '♦', S: '♠', H: '♥' };
const RED = { D: true, H: true };
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
  sent: [],           // every request text, for tests
  received: [],       // every answer text, for tests
};
window.tenaceTable = app;

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
      request({ op: 'games' }).then(gamesArrived);
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
  // a preset may change the number of players (Hearts three-players): ask the server
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
    for (const b of app.bots) {
      sel.add(new Option(b, b));
    }
    sel.value = s === 0 ? 'client' : 'heuristic';
    sel.onchange = () => {
      if (sel.value === 'client') {
        for (let y = 0; y < n; y++) {
          const o = $('seat-' + y);
          if (y !== s && o && o.value === 'client') {
            o.value = 'heuristic';
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
    out.push(watch && v === 'client' ? 'heuristic' : v);
  }
  return out;
}

/** The players of the chosen rules (a preset or variant may change them): from "spec". */
async function playersOf(game, rules) {
  const spec = await request({ op: 'spec', game, rules });
  if (!spec.ok) {
    throw new Error(spec.error);
  }
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
  await statusArrived(answer);
}

function resize(seats, n) {
  const out = seats.slice(0, n);
  while (out.length < n) {
    out.push('heuristic');
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
      continue; // not seen yet (a Spades hand before its look)
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
  if (!quiet && answer.faults) {
    message('a bot failed and played its first legal action: ' + answer.faults.map((f) => f.message).join('; '));
  }
  render();
}

function mainView() {
  if (app.kind === 'play') {
    return app.views[app.me];
  }
  return app.views.find((v) => v);
}

function seatName(s) {
  const who = app.table.seats[s];
  if (app.kind === 'play' && s === app.me) {
    return 'You (seat ' + s + ')';
  }
  return 'Seat ' + s + (who === 'client' ? '' : ' · ' + who);
}

function render() {
  $('setup-error').textContent = '';
  $('setup').hidden = true;
  $('table').hidden = false;
  document.body.dataset.kind = app.kind;
  const v = mainView();
  const st = app.status;
  if (!v) {
    return;
  }
  const n = app.table.players;
  const toMove = st.over ? null : v.to_move;
  $('info').innerHTML = '';
  addText($('info'), 'span', app.table.game + ' · deal ' + v.deal + ' · dealer seat ' + v.dealer
      + (app.kind === 'watch' ? ' · watching' : app.kind === 'record' ? ' · record' : '')
      + (v.facts.phase ? ' · ' + v.facts.phase : '') + publicFacts(v.facts));
  // the other seats (every seat but mine, in order after mine)
  const others = $('others');
  others.innerHTML = '';
  const start = app.kind === 'play' ? app.me + 1 : 0;
  const count = app.kind === 'play' ? n - 1 : n;
  for (let k = 0; k < count; k++) {
    const s = (start + k) % n;
    const box = document.createElement('div');
    box.className = 'seat' + (s === toMove ? ' to-move' : '');
    box.id = 'seat-box-' + s;
    addText(box, 'div', seatName(s)).className = 'name';
    addText(box, 'div', seatFacts(v, s)).className = 'facts';
    const sv = app.views[s];
    if (app.kind !== 'play' && sv) {
      const h = document.createElement('div');
      h.className = 'small-hand';
      for (const c of sv.hand) {
        h.insertAdjacentHTML('beforeend', cardSvg(c));
      }
      box.append(h);
    }
    others.append(box);
  }
  renderTrick(v);
  renderMe(v, toMove);
  renderResult(st, v);
  renderLog(v);
  const over = st.over;
  $('next').hidden = !(over && app.table.mode === 'match' && st.result && !st.result.match_over);
  $('pause').hidden = app.kind === 'play';
  $('pause').textContent = app.paused || !app.timer ? 'Run' : 'Pause';
  $('step').hidden = app.kind === 'play';
  $('back').hidden = app.kind !== 'record';
  document.body.dataset.over = over ? 'true' : 'false';
  document.body.dataset.toAct = st.to_act === null || st.to_act === undefined ? '' : String(st.to_act);
}

function addText(parent, tag, text) {
  const el = document.createElement(tag);
  el.textContent = text;
  parent.append(el);
  return el;
}

/** What the view says about the deal as a whole. */
function publicFacts(f) {
  const parts = [];
  if (f.pass_direction && f.phase === 'passing') {
    parts.push('pass ' + f.pass_direction);
  }
  if (f.hearts_broken) {
    parts.push('hearts broken');
  }
  if (f.contract) {
    parts.push('contracts ' + f.contract.join(' / '));
  }
  if (f.partner_card) {
    parts.push('partner card ' + f.partner_card);
  }
  if (f.alone) {
    parts.push('picker alone');
  }
  if (f.leaster) {
    parts.push('leaster');
  }
  if (f.turn_up) {
    parts.push('turn-up ' + f.turn_up);
  }
  if (f.roles) {
    const r = Object.entries(f.roles).filter((e) => e[1]).map((e) => SUIT[e[0]] + ' ' + e[1]);
    if (r.length) {
      parts.push(r.join(', '));
    }
  }
  return parts.length ? ' · ' + parts.join(' · ') : '';
}

/** What the public part of a view says about one seat. */
function seatFacts(v, s) {
  const f = v.facts;
  const parts = [];
  if (v.tricks) {
    parts.push('tricks ' + v.tricks.tricks_won[s]);
  }
  if (f.points_taken) {
    parts.push('points ' + f.points_taken[s]);
  }
  if (f.bids) {
    parts.push(f.bids[s] === null ? 'no bid yet' : f.bids[s]);
  }
  if (f.card_points) {
    parts.push('card points ' + f.card_points[s]);
  }
  if (f.picker === s) {
    parts.push('picker');
  }
  if (f.partner === s) {
    parts.push('partner');
  }
  if (f.declarations) {
    for (const d of f.declarations) {
      if (d.seat === s) {
        parts.push(d.role + ' ' + SUIT[d.suit]);
      }
    }
  }
  if (f.privileges && f.privileges[s]) {
    parts.push('privilege ' + f.privileges[s]);
  }
  if (v.standing && v.standing.length > s) {
    parts.push('match ' + v.standing[s]);
  }
  return parts.join(' · ');
}

function renderTrick(v) {
  const box = $('trick');
  box.innerHTML = '';
  const note = $('trick-note');
  note.textContent = '';
  if (!v.tricks) {
    const f = v.facts;
    const shown = f.turn_up ? 'turn-up ' + f.turn_up : f.blind && f.blind.length ? 'blind ' + f.blind.join(' ') : '';
    note.textContent = shown;
    return;
  }
  const n = v.players;
  let trick = v.tricks.current;
  let winner = null;
  if (trick.cards.length === 0 && v.tricks.completed.length > 0) {
    trick = v.tricks.completed[v.tricks.completed.length - 1];
    winner = trick.winner;
  }
  trick.cards.forEach((c, i) => {
    const seat = (trick.leader + i) % n;
    const div = document.createElement('div');
    div.className = 'played' + (seat === winner ? ' winner' : '');
    div.dataset.card = c;
    div.dataset.seat = String(seat);
    div.insertAdjacentHTML('beforeend', cardSvg(c));
    addText(div, 'span', seatName(seat)).className = 'who';
    box.append(div);
  });
  const parts = [];
  if (winner !== null) {
    parts.push(seatName(winner) + ' took the last trick');
  } else if (v.tricks.winning !== null && v.tricks.winning !== undefined && trick.cards.length) {
    parts.push(seatName(v.tricks.winning) + ' is winning the trick');
  }
  parts.push('trick ' + Math.min(v.tricks.completed.length + 1, v.tricks.total) + ' of ' + v.tricks.total);
  note.textContent = parts.join(' · ');
}

/** The legal actions sorted by how the page offers them. */
function offers(v) {
  const plays = new Map();   // card -> action text
  const choices = [];        // {verb, cards, text}: multi-card and non-play card actions
  const buttons = [];        // other actions
  const hand = new Set(v.hand);
  for (const a of v.legal) {
    const words = a.text.split(' ');
    const verb = words[0];
    const args = words.slice(1);
    const allHeld = args.length > 0 && args.every((w) => CARD.test(w) && hand.has(w));
    if (verb === 'play' && args.length === 1 && allHeld) {
      plays.set(args[0], a.text);
    } else if (allHeld) {
      choices.push({ verb, cards: args, text: a.text });
    } else {
      buttons.push(a.text);
    }
  }
  return { plays, choices, buttons };
}

function renderMe(v, toMove) {
  const me = $('me');
  const hand = $('hand');
  hand.innerHTML = '';
  const actions = $('actions');
  actions.innerHTML = '';
  if (app.kind !== 'play') {
    me.hidden = true;
    return;
  }
  me.hidden = false;
  me.className = toMove === app.me ? 'to-move' : '';
  const mine = toMove === app.me && !app.status.over;
  const o = mine ? offers(v) : { plays: new Map(), choices: [], buttons: [] };
  const selectable = new Set();
  for (const c of o.choices) {
    c.cards.forEach((x) => selectable.add(x));
  }
  $('me-label').textContent = seatName(app.me) + ' · ' + seatFacts(v, app.me)
      + (mine ? ' · your turn' : '');
  for (const c of v.hand) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.card = c;
    const legal = o.plays.has(c) || selectable.has(c);
    b.className = 'card ' + (legal ? 'legal' : 'dimmed')
        + (app.selection.includes(c) ? ' selected' : '') + (app.typed === c ? ' typed' : '');
    b.setAttribute('aria-label', c + (legal ? '' : ' (not playable now)'));
    b.setAttribute('aria-disabled', legal ? 'false' : 'true');
    b.innerHTML = cardSvg(c);
    b.onclick = () => cardClicked(c, o, legal);
    hand.append(b);
  }
  // multi-card choices: select, then confirm
  const verbs = [...new Set(o.choices.map((c) => c.verb))];
  for (const verb of verbs) {
    const size = o.choices.find((c) => c.verb === verb).cards.length;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'primary';
    b.dataset.confirm = verb;
    b.textContent = 'Confirm ' + verb + ' (' + app.selection.length + '/' + size + ')';
    b.disabled = !choiceOf(o, verb);
    b.onclick = () => confirmChoice(o, verb);
    actions.append(b);
  }
  for (const text of o.buttons) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = text;
    b.textContent = text;
    b.onclick = () => act(text);
    actions.append(b);
  }
}

/** The legal action of {@code verb} made of exactly the selected cards, or null. */
function choiceOf(o, verb) {
  const want = [...app.selection].sort().join(' ');
  const c = o.choices.find((x) => x.verb === verb && [...x.cards].sort().join(' ') === want);
  return c ? c.text : null;
}

function cardClicked(card, o, legal) {
  if (!legal) {
    // a dimmed card cannot be played: the click does nothing but say so
    message(card + ' cannot be played now', true);
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
  app.busy = true;
  try {
    const answer = await request({ op: 'act', seat: app.me, action: text });
    if (!answer.ok) {
      message(refusal(answer));
      return;
    }
    message('');
    await statusArrived(answer);
  } finally {
    app.busy = false;
  }
}

function refusal(answer) {
  return answer.violation ? answer.violation.code + ': ' + answer.violation.message : answer.error;
}

function message(text, info) {
  const m = $('message');
  m.textContent = text;
  m.className = info ? 'info' : '';
}

function renderResult(st, v) {
  const box = $('result');
  box.innerHTML = '';
  const r = st.result;
  if (!st.over || !r) {
    return;
  }
  const n = app.table.players;
  const t = document.createElement('table');
  t.id = 'result-table';
  const head = t.insertRow();
  for (const h of ['seat', 'deal score', 'match total']) {
    addText(head, 'th', h);
  }
  for (let s = 0; s < n; s++) {
    const row = t.insertRow();
    addText(row, 'td', seatName(s));
    addText(row, 'td', String(r.scores[s])).className = 'score';
    addText(row, 'td', String(r.totals[s]));
  }
  addText(box, 'div', 'Deal ' + st.deal + ' over.').id = 'result-title';
  box.append(t);
  const d = addText(box, 'div', 'details: ' + JSON.stringify(r.details));
  d.id = 'result-details';
  d.className = 'muted';
  if (r.match_over) {
    addText(box, 'div', 'Match over; winner(s): ' + r.winners.map(seatName).join(', ')).id = 'match-over';
  }
}

function renderLog(v) {
  const log = $('log');
  log.innerHTML = '';
  for (const m of v.history) {
    addText(log, 'li', seatName(m.seat) + ': ' + m.action);
  }
}

// ------------------------------------------------------------------ cards

/**
 * A card drawn as SVG: rank and suit in the corners, a large pip; a joker as a star; "??", a card
 * played face down that this seat does not know, as a card's back.
 */
function cardSvg(text) {
  if (text === '??') {
    return '<svg viewBox="0 0 68 96" role="img" aria-label="a card face down" data-card="??">'
        + '<rect class="back" x="1" y="1" width="66" height="94" rx="6" fill="#2f5d8a" stroke="#666" stroke-width="1.5"/>'
        + '<text x="34" y="58" font-size="26" text-anchor="middle" fill="#fffdf7">??</text>'
        + '</svg>';
  }
  const joker = text.startsWith('X');
  const suit = joker ? '' : text[1];
  const rank = joker ? '★' : text[0] === 'T' ? '10' : text[0];
  const colour = joker ? '#6a3ab0' : RED[suit] ? '#c8102e' : '#111';
  const pip = joker ? 'J' + text[1] : SUIT[suit];
  return '<svg viewBox="0 0 68 96" role="img" aria-label="' + text + '" data-card="' + text + '">'
      + '<rect class="face" x="1" y="1" width="66" height="94" rx="6" fill="#fffdf7" stroke="#666" stroke-width="1.5"/>'
      + '<text x="6" y="20" font-size="17" font-weight="700" fill="' + colour + '">' + rank + '</text>'
      + '<text x="6" y="37" font-size="16" fill="' + colour + '">' + (joker ? '' : SUIT[suit]) + '</text>'
      + '<text x="40" y="74" font-size="34" text-anchor="middle" fill="' + colour + '">' + pip + '</text>'
      + '</svg>';
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
  stopTimer();
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
  $('speed').oninput = () => { $('speed-text').textContent = speed() + ' ms'; };
  $('record').onchange = (e) => { if (e.target.files[0]) loadRecord(e.target.files[0]); };
  $('typed').addEventListener('keydown', onTyped);
  $('next').onclick = async () => {
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
    // typing anywhere at the table goes to the action box
    if (app.kind === 'play' && document.activeElement !== $('typed') && /^[0-9a-zA-Z]$/.test(e.key)
        && !e.ctrlKey && !e.metaKey && !e.altKey) {
      $('typed').focus();
    }
  });
  connect();
});
