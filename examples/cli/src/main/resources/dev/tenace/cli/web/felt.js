/*
 * The table itself: the seats around the felt (you at the bottom, the others in seat order, the
 * next seat on your left), each card played at its seat's place, the tricks the bots played
 * between your turns shown card by card, each finished trick with its winner before it is
 * gathered, and the facts of the deal where you look. Everything shown comes from the views'
 * public facts: no game is named here.
 */
'use strict';

// ------------------------------------------------------------------ places around the felt

/** The seat shown at the bottom: yours when you play, else seat 0. */
function bottomSeat() {
  return app.kind === 'play' ? app.me : 0;
}

/**
 * Where seat {@code s} sits, as fractions of the felt (x right, y down): the bottom seat at the
 * bottom, the others clockwise (the next seat on its left, as players sit).
 */
function place(s, n, radius) {
  const k = (s - bottomSeat() + n) % n;
  const angle = Math.PI / 2 + (k * 2 * Math.PI) / n;
  return { x: 0.5 + radius.x * Math.cos(angle), y: 0.5 + radius.y * Math.sin(angle), k };
}

/** Puts an element at a place, kept inside the felt (anchored by its own size at the edges). */
function putAt(el, p) {
  el.style.left = (p.x * 100).toFixed(2) + '%';
  el.style.top = (p.y * 100).toFixed(2) + '%';
  el.style.transform = 'translate(' + (-p.x * 100).toFixed(2) + '%, ' + (-p.y * 100).toFixed(2) + '%)';
}

// ------------------------------------------------------------------ render

function render() {
  const focus = focusNow();
  $('setup-error').textContent = '';
  $('setup').hidden = true;
  $('table').hidden = false;
  document.body.dataset.kind = app.kind;
  const v = mainView();
  const st = app.status;
  if (!v) {
    return;
  }
  const toMove = st.over ? null : v.to_move;
  renderInfo(v);
  renderFelt(v, toMove);
  renderLastTrick(v);
  renderMe(v, toMove);
  renderResult(st, v);
  renderLog(v);
  renderHowTo().catch((e) => app.errors.push(String(e)));
  $('review').hidden = !(v.tricks && v.tricks.completed.length > 0) || app.animating;
  const over = st.over;
  const room = !!app.room; // a shared table: the server's bots play, a spectator only watches
  $('next').hidden = !(over && app.table.mode === 'match' && st.result && !st.result.match_over)
      || (room && app.kind !== 'play');
  $('again').hidden = !(over && app.seedShown) || room;
  $('pause').hidden = app.kind === 'play' || room;
  $('pause').textContent = app.paused || !app.timer ? 'Run' : 'Pause';
  $('step').hidden = app.kind === 'play' || room;
  $('back').hidden = app.kind !== 'record';
  document.body.dataset.over = over ? 'true' : 'false';
  document.body.dataset.toAct = st.to_act === null || st.to_act === undefined ? '' : String(st.to_act);
  document.body.dataset.animating = app.animating ? 'true' : 'false';
  restoreFocus(focus);
}

function addText(parent, tag, text) {
  const el = document.createElement(tag);
  el.textContent = text;
  parent.append(el);
  return el;
}

function seatName(s) {
  const who = app.table.seats[s];
  if (app.kind === 'play' && s === app.me) {
    return 'You (seat ' + s + ')';
  }
  return 'Seat ' + s + (who === 'client' ? '' : ' · ' + who);
}

/** The seats on the same side as {@code s}: a "teams" fact, else none. */
function teamOf(f, s) {
  if (!Array.isArray(f.teams)) {
    return [];
  }
  return f.teams.find((t) => Array.isArray(t) && t.includes(s)) || [];
}

/** The game, the deal, the seed and the facts of the deal as a whole, at the top of the table. */
function renderInfo(v) {
  const info = $('info');
  info.innerHTML = '';
  addText(info, 'span', app.table.game + ' · deal ' + v.deal + ' · dealer: ' + seatName(v.dealer)
      + (app.kind === 'watch' ? ' · watching' : app.kind === 'record' ? ' · record' : '')
      + (v.facts.phase ? ' · ' + v.facts.phase : ''));
  const seed = addText(info, 'span', seedText());
  seed.id = 'seed-shown';
  seed.className = 'muted';
  const facts = $('facts');
  facts.innerHTML = '';
  for (const [label, value, id] of dealFacts(v)) {
    const el = document.createElement('span');
    el.className = 'fact';
    el.dataset.fact = id;
    addText(el, 'strong', label + ': ');
    el.append(value);
    facts.append(el);
  }
}

function seedText() {
  if (app.seedShown) {
    return 'seed ' + app.seedShown;
  }
  return 'seed: drawn at random, shown when the ' + (app.table.mode === 'match' ? 'match' : 'deal') + ' is over';
}

/** [label, text, fact name] of the facts about the deal as a whole, as players say them. */
function dealFacts(v) {
  const f = v.facts;
  const out = [];
  const roles = f.roles ? Object.entries(f.roles).filter((e) => e[1]) : [];
  const trumpRole = roles.find((e) => e[1] === 'trump');
  if (f.trump) {
    out.push(['Trumps', f.trump, 'trump']);
  } else if (trumpRole) {
    out.push(['Trumps', SUIT_NAME[trumpRole[0]], 'trump']);
  }
  if (f.pass_direction && f.phase === 'passing') {
    out.push(['Pass', f.pass_direction, 'pass_direction']);
  }
  if (Array.isArray(f.contract)) {
    out.push(['Contracts', contractText(v), 'contract']);
  }
  if (Array.isArray(f.bids) && f.bids.some((b) => b !== null)) {
    const bids = f.bids.map((b, s) => shortName(s) + ' ' + (b === null ? '–' : String(b).replace(/^bid /, '')));
    out.push(['Bids', bids.join(', '), 'bids']);
  }
  if (typeof f.picker === 'number') {
    out.push(['Picker', seatName(f.picker), 'picker']);
  }
  if (f.declaration) {
    out.push(['Called', f.declaration + (f.partner_card ? ' ' + cardText(f.partner_card) : ''), 'declaration']);
  } else if (f.partner_card) {
    out.push(['Partner card', cardText(f.partner_card), 'partner_card']);
  }
  if (typeof f.partner === 'number') {
    out.push(['Partner', seatName(f.partner), 'partner']);
  }
  if (f.alone) {
    out.push(['Picker', 'plays alone', 'alone']);
  }
  if (f.leaster) {
    out.push(['Leaster', 'fewest card points wins', 'leaster']);
  }
  if (f.turn_up) {
    out.push(['Turn-up', cardText(f.turn_up), 'turn_up']);
  }
  if (f.hearts_broken) {
    out.push(['Hearts', 'broken', 'hearts_broken']);
  }
  const meanings = f.meanings || {};
  for (const [suit, role] of roles) {
    out.push([SUIT[suit] + ' ' + role, meanings[role] || role, 'role-' + suit]);
  }
  if (Array.isArray(f.privileges)) {
    f.privileges.forEach((p, s) => {
      if (p) {
        out.push([shortName(s) + ' privilege ' + p, meanings[p] || p, 'privilege-' + s]);
      }
    });
  }
  if (typeof f.multiplier === 'number' && f.multiplier > 1) {
    out.push(['Stakes', '×' + f.multiplier, 'multiplier']);
  }
  return out;
}

function contractText(v) {
  const f = v.facts;
  if (!Array.isArray(f.teams)) {
    return f.contract.join(' / ');
  }
  return f.teams.map((t, i) => t.map(shortName).join('+') + ' ' + f.contract[i]).join(' · ');
}

function shortName(s) {
  return app.kind === 'play' && s === app.me ? 'you' : 'seat ' + s;
}

/** The marks of one seat: dealer, partner, picker, bid, tricks and points. */
function seatFacts(v, s) {
  const f = v.facts;
  const parts = [];
  if (s === v.dealer) {
    parts.push('dealer');
  }
  const me = app.kind === 'play' ? app.me : null;
  if (me !== null && s !== me && teamOf(f, me).includes(s)) {
    parts.push('your partner');
  }
  if (f.picker === s) {
    parts.push('picker');
  }
  if (f.partner === s) {
    parts.push('partner');
  }
  if (Array.isArray(f.bids)) {
    parts.push(f.bids[s] === null ? 'no bid yet' : String(f.bids[s]));
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
  if (v.tricks) {
    parts.push('tricks ' + v.tricks.tricks_won[s]);
  }
  if (f.points_taken) {
    parts.push('points ' + f.points_taken[s]);
  }
  if (f.card_points) {
    parts.push('card points ' + f.card_points[s]);
  }
  if (v.standing && v.standing.length > s) {
    parts.push('match ' + v.standing[s]);
  }
  return parts.join(' · ');
}

/** The seats around the felt and the cards played at their places. */
function renderFelt(v, toMove) {
  const felt = $('felt');
  felt.querySelectorAll('.seat, .played').forEach((e) => e.remove());
  const n = v.players;
  felt.dataset.players = String(n);
  for (let s = 0; s < n; s++) {
    const box = document.createElement('div');
    const mine = app.kind === 'play' && s === app.me;
    const partner = app.kind === 'play' && !mine && teamOf(v.facts, app.me).includes(s);
    box.className = 'seat' + (s === toMove && !app.animating ? ' to-move' : '') + (mine ? ' me' : '')
        + (partner ? ' partner' : '');
    box.id = 'seat-box-' + s;
    const p = place(s, n, { x: 0.5, y: 0.5 });
    box.dataset.place = String(p.k);
    putAt(box, p);
    addText(box, 'div', seatName(s)).className = 'name';
    addText(box, 'div', seatFacts(v, s)).className = 'facts';
    const sv = app.views[s];
    if (app.kind !== 'play' && sv) {
      const h = document.createElement('div');
      h.className = 'small-hand';
      for (const c of sortHand(sv.hand, sv.facts.card_order)) {
        h.insertAdjacentHTML('beforeend', cardSvg(c));
      }
      box.append(h);
    }
    felt.append(box);
  }
  renderTrick(v, n);
}

/** The trick on the felt: a frame of the animation, else the trick being played. */
function renderTrick(v, n) {
  const felt = $('felt');
  const note = $('trick-note');
  note.textContent = '';
  if (!v.tricks) {
    const f = v.facts;
    const shown = f.turn_up ? 'turn-up ' + cardText(f.turn_up)
        : Array.isArray(f.blind) && f.blind.length ? 'blind ' + cardsText(f.blind) : '';
    note.textContent = shown;
    return;
  }
  let trick;
  if (app.frame) {
    trick = app.frame;
  } else {
    const t = v.tricks.current;
    trick = { trick: v.tricks.completed.length, cards: t.cards.map((c, i) => ({ seat: (t.leader + i) % n, card: c })), winner: null };
  }
  // the cards close around the middle, each toward its seat (sizes as table.css draws them)
  const w = Math.max(felt.clientWidth, 1);
  const h = Math.max(felt.clientHeight, 1);
  const small = w < 560;
  const radius = { x: (1.4 * (small ? 46 : 64)) / w, y: (1.1 * (small ? 64 : 90)) / h };
  for (const x of trick.cards) {
    const div = document.createElement('div');
    div.className = 'played' + (x.seat === trick.winner ? ' winner' : '');
    div.dataset.card = x.card;
    div.dataset.seat = String(x.seat);
    div.setAttribute('role', 'img');
    div.setAttribute('aria-label', seatName(x.seat) + ' played ' + cardWords(x.card)
        + (x.seat === trick.winner ? ', and takes the trick' : ''));
    div.insertAdjacentHTML('beforeend', cardSvg(x.card));
    const target = place(x.seat, n, radius);
    if (trick.fresh && x === trick.cards[trick.cards.length - 1]) {
      // from the seat's own place to its place in the trick
      putAt(div, place(x.seat, n, { x: 0.36, y: 0.36 }));
      div.style.transitionDuration = Math.min(speed(), MOVE_MS) + 'ms';
      felt.append(div);
      requestAnimationFrame(() => requestAnimationFrame(() => putAt(div, target)));
    } else {
      putAt(div, target);
      felt.append(div);
    }
  }
  if (app.frame) {
    app.frame.fresh = false;
  }
  const parts = [];
  if (trick.winner !== null) {
    parts.push(seatName(trick.winner) + ' takes the trick');
  } else if (!app.frame && v.tricks.winning !== null && v.tricks.winning !== undefined && trick.cards.length) {
    parts.push(seatName(v.tricks.winning) + ' is winning');
  }
  parts.push('trick ' + Math.min(trick.trick + 1, v.tricks.total) + ' of ' + v.tricks.total);
  note.textContent = parts.join(' · ');
}

/** The last finished trick, to look back at: its cards by seat and its winner. */
function renderLastTrick(v) {
  const box = $('last-trick');
  box.textContent = '';
  if (!v.tricks || v.tricks.completed.length === 0) {
    return;
  }
  const done = app.frame && !app.frame.review ? v.tricks.completed.slice(0, app.frame.trick) : v.tricks.completed;
  if (done.length === 0) {
    return;
  }
  const t = done[done.length - 1];
  const n = v.players;
  box.textContent = 'Last trick: ' + t.cards.map((c, i) => shortName((t.leader + i) % n) + ' ' + cardText(c)).join(', ')
      + ' — ' + shortName(t.winner) + (app.kind === 'play' && t.winner === app.me ? ' take it' : ' takes it');
}

// ------------------------------------------------------------------ your hand

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
  const mine = toMove === app.me && !app.status.over && !app.animating;
  me.className = mine ? 'to-move' : '';
  const o = mine ? offers(v) : { plays: new Map(), choices: [], buttons: [] };
  const selectable = new Set();
  for (const c of o.choices) {
    c.cards.forEach((x) => selectable.add(x));
  }
  // cards are dimmed only when some can be played and these cannot
  const choosing = o.plays.size > 0 || selectable.size > 0;
  $('me-label').textContent = seatName(app.me) + ' · ' + seatFacts(v, app.me)
      + (mine ? ' · your turn' : app.animating ? ' · the others are playing' : '');
  const received = new Set(cardsOf(v.facts.received));
  renderReceived(v);
  for (const c of sortHand(v.hand, v.facts.card_order)) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.card = c;
    const legal = o.plays.has(c) || selectable.has(c);
    const dimmed = choosing && !legal;
    b.className = 'card ' + (legal ? 'legal' : dimmed ? 'dimmed' : 'idle')
        + (app.selection.includes(c) ? ' selected' : '') + (app.typed === c ? ' typed' : '')
        + (received.has(c) ? ' received' : '');
    if (dimmed) {
      b.setAttribute('aria-disabled', 'true');
    }
    if (app.selection.includes(c)) {
      b.setAttribute('aria-pressed', 'true');
    }
    b.innerHTML = cardSvg(c) + '<span class="sr-only">' + cardWords(c)
        + (received.has(c) ? ', received' : '') + (dimmed ? ', cannot be played now' : '') + '</span>';
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

/** Says which cards a pass or an exchange gave you, once, where you look: above your hand. */
function renderReceived(v) {
  const box = $('received');
  const got = cardsOf(v.facts.received);
  const gave = cardsOf(v.facts.passed).concat(cardsOf(v.facts.gave));
  box.textContent = '';
  if (got.length === 0 || !v.tricks || v.tricks.completed.length > 0) {
    return;
  }
  box.textContent = 'You received ' + cardsText(got) + ' (marked in your hand)'
      + (gave.length ? '; you gave ' + cardsText(gave) : '') + '.';
}

/** The cards of a fact: a card set, or a list of them (one per stage of a pass). */
function cardsOf(x) {
  if (!Array.isArray(x)) {
    return [];
  }
  return x.flat().filter((c) => typeof c === 'string' && CARD.test(c));
}

// ------------------------------------------------------------------ focus

/** Which control has the focus: a card, an action or another element of the table. */
function focusNow() {
  const a = document.activeElement;
  if (!a || a === document.body) {
    return null;
  }
  const hand = [...$('hand').children];
  return { el: a, card: a.dataset ? a.dataset.card : undefined, action: a.dataset ? a.dataset.action || a.dataset.confirm : undefined, index: hand.indexOf(a) };
}

/**
 * Puts the focus back where the player was after the table is drawn again: the same card or
 * action, else the card now at that place in the hand, else the first card.
 */
function restoreFocus(f) {
  if (!f && app.focusLost) {
    // the focus fell to the page while cards moved: take it up again now the table is drawn
    f = app.focusLost;
  }
  app.focusLost = null;
  if (!f || document.contains(f.el)) {
    return;
  }
  let target = null;
  if (f.card) {
    target = $('hand').querySelector('[data-card="' + f.card + '"]');
  } else if (f.action) {
    target = $('actions').querySelector('[data-action="' + f.action + '"], [data-confirm="' + f.action + '"]');
  }
  if (!target && (f.card || f.action)) {
    const hand = [...$('hand').children];
    target = $('hand').querySelector('.card.legal') || hand[Math.min(Math.max(f.index, 0), hand.length - 1)]
        || $('actions').querySelector('button');
    if (!target && app.animating) {
      // the hand is empty and the actions are not drawn yet (the moon's choice after the last
      // card): hold on to where the player was until the table is drawn after the cards move
      app.focusLost = f;
    } else if (!target) {
      target = $('typed');
    }
  }
  if (target) {
    target.focus();
  }
}

// ------------------------------------------------------------------ result and history

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
  renderSheet(box, st);
}

function renderLog(v) {
  const log = $('log');
  log.innerHTML = '';
  for (const m of v.history) {
    addText(log, 'li', seatName(m.seat) + ': ' + m.action);
  }
}
