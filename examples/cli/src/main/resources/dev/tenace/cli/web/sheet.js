/*
 * The score sheet and the "how to play" panel of `tenace web`'s table. The sheet's figures are the
 * server's results (each deal's scores, the match totals, the winners): nothing hidden is shown.
 * The panel's text is the game's own (served at how-to-play?game=..., from the game's
 * GameDefinition.howToPlay()), with the variants in force; no game is named here.
 */
'use strict';

/** The deals scored at this table: {deal, scores, totals}, in order. */
function noteScores(st) {
  if (app.sheetOf !== app.table) {
    app.sheet = [];
    app.sheetOf = app.table;
  }
  const r = st && st.result;
  if (!st || !st.over || !r || !Array.isArray(r.scores)) {
    return;
  }
  const row = { deal: st.deal, scores: r.scores.slice(), totals: r.totals.slice() };
  const i = app.sheet.findIndex((x) => x.deal === row.deal);
  if (i >= 0) {
    app.sheet[i] = row;
  } else {
    app.sheet.push(row);
  }
}

/** The seats that win: the match's winners once it is over, else the deal's best reward. */
function winnersOf(r) {
  if (r.match_over && Array.isArray(r.winners) && r.winners.length) {
    return { seats: r.winners, of: 'the match' };
  }
  if (!Array.isArray(r.rewards) || r.rewards.length === 0) {
    return { seats: [], of: 'the deal' };
  }
  const best = Math.max(...r.rewards);
  const seats = r.rewards.map((x, s) => (x === best ? s : -1)).filter((s) => s >= 0);
  return { seats: seats.length === r.rewards.length ? [] : seats, of: 'the deal' };
}

function winnerText(r) {
  const w = winnersOf(r);
  if (w.seats.length === 0) {
    return 'No one wins ' + w.of + ': every seat did as well.';
  }
  const names = w.seats.map(shortName);
  const you = app.kind === 'play' && w.seats.includes(app.me);
  const who = names.join(' and ');
  return who.charAt(0).toUpperCase() + who.slice(1) + (you || w.seats.length > 1 ? ' win ' : ' wins ') + w.of + '.';
}

/** The score sheet: a row per deal (its score, then the total), the totals, a chart, the winner. */
function renderSheet(box, st) {
  const rows = app.sheet || [];
  if (rows.length === 0) {
    return;
  }
  const n = rows[0].scores.length;
  const h = addText(box, 'h2', 'Score sheet');
  h.className = 'sheet-title';
  const t = document.createElement('table');
  t.id = 'score-sheet';
  const cap = addText(t, 'caption', 'Each deal\'s score, and below it the total so far');
  cap.className = 'muted';
  const head = t.createTHead().insertRow();
  addText(head, 'th', 'deal').scope = 'col';
  for (let s = 0; s < n; s++) {
    addText(head, 'th', shortName(s)).scope = 'col';
  }
  const body = t.createTBody();
  for (const x of rows) {
    const row = body.insertRow();
    addText(row, 'th', String(x.deal)).scope = 'row';
    for (let s = 0; s < n; s++) {
      const td = row.insertCell();
      td.className = 'sheet-cell';
      addText(td, 'span', (x.scores[s] > 0 ? '+' : '') + x.scores[s]).className = 'deal-score';
      addText(td, 'span', String(x.totals[s])).className = 'running';
    }
  }
  const last = rows[rows.length - 1];
  const tr = t.createTFoot().insertRow();
  tr.className = 'totals';
  addText(tr, 'th', 'total').scope = 'row';
  for (let s = 0; s < n; s++) {
    addText(tr, 'td', String(last.totals[s])).className = 'total';
  }
  box.append(t);
  box.append(chart(rows, n));
  const w = addText(box, 'p', st && st.result ? winnerText(st.result) : '');
  w.id = 'winner';
}

/** The seats' totals over the match as lines: hand-written SVG, a dash per seat besides colour. */
function chart(rows, n) {
  const colours = ['#ffd866', '#8fc1ff', '#ff9e8a', '#9be39b', '#e0a6ff', '#f4f1e8'];
  const dashes = ['', '6 3', '2 3', '8 3 2 3', '1 4', '10 2'];
  const points = [{ totals: Array(n).fill(0) }].concat(rows);
  if (rows[0].deal !== 1) {
    points.shift();
  }
  const all = points.flatMap((p) => p.totals);
  const lo = Math.min(0, ...all);
  const hi = Math.max(1, ...all);
  const W = 320;
  const H = 140;
  const pad = 24;
  const x = (i) => pad + (points.length === 1 ? 0 : (i * (W - 2 * pad)) / (points.length - 1));
  const y = (v) => H - pad - ((v - lo) * (H - 2 * pad)) / (hi - lo);
  let svg = '<svg id="score-chart" viewBox="0 0 ' + W + ' ' + H + '" width="' + W + '" height="' + H
      + '" role="img" aria-label="' + esc(chartWords(rows, n)) + '">'
      + '<line class="axis" x1="' + pad + '" y1="' + y(0) + '" x2="' + (W - pad) + '" y2="' + y(0) + '"/>'
      + '<text class="axis-label" x="2" y="' + (y(hi) + 4) + '">' + hi + '</text>'
      + '<text class="axis-label" x="2" y="' + (y(lo) + 4) + '">' + lo + '</text>';
  for (let s = 0; s < n; s++) {
    const pts = points.map((p, i) => x(i).toFixed(1) + ',' + y(p.totals[s]).toFixed(1)).join(' ');
    svg += '<polyline fill="none" stroke-width="2.5" stroke="' + colours[s % colours.length] + '"'
        + (dashes[s % dashes.length] ? ' stroke-dasharray="' + dashes[s % dashes.length] + '"' : '')
        + ' data-seat="' + s + '" points="' + pts + '"/>';
  }
  svg += '</svg>';
  const wrap = document.createElement('div');
  wrap.className = 'chart';
  wrap.innerHTML = svg;
  const legend = document.createElement('ul');
  legend.className = 'legend';
  for (let s = 0; s < n; s++) {
    const li = document.createElement('li');
    li.innerHTML = '<svg width="28" height="10" aria-hidden="true" focusable="false"><line x1="0" y1="5" x2="28" y2="5"'
        + ' stroke-width="3" stroke="' + colours[s % colours.length] + '"'
        + (dashes[s % dashes.length] ? ' stroke-dasharray="' + dashes[s % dashes.length] + '"' : '') + '/></svg> ';
    li.append(shortName(s));
    legend.append(li);
  }
  wrap.append(legend);
  return wrap;
}

function chartWords(rows, n) {
  const last = rows[rows.length - 1];
  const parts = [];
  for (let s = 0; s < n; s++) {
    parts.push(shortName(s) + ' ' + last.totals[s]);
  }
  return 'Totals over ' + rows.length + (rows.length === 1 ? ' deal: ' : ' deals: ') + parts.join(', ');
}

function esc(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// ------------------------------------------------------------------ how to play

/** The game's own text (fetched once per game) and the variants in force at this table. */
async function renderHowTo() {
  const game = app.table.game;
  const panel = $('how-to-play');
  if (panel.dataset.game === game && panel.dataset.rules === JSON.stringify(app.rulesInForce || {})) {
    return;
  }
  panel.dataset.game = game;
  panel.dataset.rules = JSON.stringify(app.rulesInForce || {});
  $('how-title').textContent = 'How to play ' + game;
  const box = $('how-text');
  app.howTo = app.howTo || {};
  if (app.howTo[game] === undefined) {
    const r = await fetch('how-to-play?game=' + encodeURIComponent(game));
    app.howTo[game] = r.ok ? await r.text() : '';
  }
  box.innerHTML = '';
  const text = app.howTo[game].trim();
  if (text === '') {
    addText(box, 'p', 'This game gives no description of its own; the variants below are its rules in force.');
  }
  for (const para of text.split(/\n\s*\n/)) {
    const lines = para.split('\n');
    if (lines.every((l) => l.startsWith('- '))) {
      const ul = document.createElement('ul');
      lines.forEach((l) => addText(ul, 'li', l.slice(2)));
      box.append(ul);
    } else if (para.trim() !== '') {
      addText(box, 'p', lines.join(' '));
    }
  }
  const list = $('in-force');
  list.innerHTML = '';
  const g = app.games.find((x) => x.name === game);
  const rules = app.rulesInForce || {};
  for (const v of g ? g.variants : []) {
    const value = rules[v.name] === undefined ? v.default : String(rules[v.name]);
    const li = document.createElement('li');
    li.dataset.inForce = v.name;
    addText(li, 'strong', v.name + ' = ' + value);
    li.append((value === v.default ? ' (default)' : ' (changed)') + ': ' + v.description);
    list.append(li);
  }
}
