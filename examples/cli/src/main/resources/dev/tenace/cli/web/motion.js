/*
 * The table in motion: the cards played since the last view shown one at a time, each travelling
 * from its seat to its place in the trick; each finished trick held with its winner (for a while,
 * or until Continue), then gathered toward the winner; a look back at the last trick. The speed
 * setting paces it, and "instant" shows each card at its place at once. No game is named here.
 */
'use strict';

// ------------------------------------------------------------------ plays and frames

/** Every card played in the deal so far, in order: {trick, seat, card, leader, end, winner}. */
function playsOf(v) {
  const out = [];
  if (!v || !v.tricks) {
    return out;
  }
  const n = v.players;
  const add = (t, k, complete) => {
    t.cards.forEach((c, i) => {
      out.push({
        trick: k, seat: (t.leader + i) % n, card: c, leader: t.leader,
        end: complete && i === t.cards.length - 1, winner: complete ? t.winner : null,
      });
    });
  };
  v.tricks.completed.forEach((t, k) => add(t, k, true));
  add(v.tricks.current, v.tricks.completed.length, false);
  return out;
}

/** The trick as it stood just after play {@code i} of {@code plays}. */
function frameAt(plays, i) {
  const p = plays[i];
  const cards = plays.filter((x, j) => j <= i && x.trick === p.trick).map((x) => ({ seat: x.seat, card: x.card }));
  return { trick: p.trick, cards, winner: p.end ? p.winner : null };
}

function pause(ms) {
  return new Promise((resolve) => {
    if (ms <= 0 || app.skip) {
      resolve();
      return;
    }
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      app.wake = null;
      resolve();
    }
    app.wake = done;
  });
}

/** Waits for Continue (a click at the table or a key). */
function untilContinued() {
  return new Promise((resolve) => {
    if (app.skip) {
      resolve();
      return;
    }
    app.wake = () => {
      app.wake = null;
      resolve();
    };
  });
}

/** Continue: the trick held is gathered and the next cards are shown. */
function continueOne() {
  if (app.wake) {
    app.wake();
  }
}

/** Ends the animation now: the table shows where the deal is. */
function continueNow() {
  app.skip = true;
  continueOne();
}

/**
 * Shows the cards played since the last view, one at a time at their seats (each after the
 * speed's delay), and each trick finished among them with its winner, for three times that delay
 * or, with "keep each finished trick", until you continue. A new deal, or a step back, shows no
 * frames.
 */
async function animate(v) {
  const plays = playsOf(v);
  const from = app.shownDeal === v.deal ? app.shownPlays : plays.length;
  app.shownDeal = v.deal;
  app.shownPlays = plays.length;
  if (from >= plays.length) {
    return;
  }
  app.animating = true;
  app.skip = false;
  const pace = speed();
  try {
    for (let i = from; i < plays.length; i++) {
      app.frame = frameAt(plays, i);
      app.frame.fresh = pace > 0 && !app.skip; // the card travels from its seat to its place
      render();
      if (plays[i].end) {
        $('continue').hidden = false;
        if ($('hold').checked) {
          await untilContinued();
        } else {
          await pause(3 * pace);
        }
        $('continue').hidden = true;
        if (pace > 0 && !app.skip) {
          gather(app.frame.winner, v.players);
          await pause(Math.min(pace, MOVE_MS));
        }
      } else if (i + 1 < plays.length) {
        await pause(pace);
      }
    }
  } finally {
    app.frame = null;
    app.animating = false;
    app.skip = false;
    $('continue').hidden = true;
  }
}

// ------------------------------------------------------------------ gathering and review

/** The longest a card takes to travel, in ms (shorter at a faster speed; none when instant). */
const MOVE_MS = 400;

/** The cards of the trick held travel to the winner's seat and fade: the trick is gathered. */
function gather(winner, n) {
  const to = place(winner, n, { x: 0.36, y: 0.36 });
  for (const el of $('felt').querySelectorAll('.played')) {
    el.style.transitionDuration = Math.min(speed(), MOVE_MS) + 'ms';
    el.classList.add('gathered');
    putAt(el, to);
  }
}

/** Shows the last finished trick on the felt with its winner, until Continue. */
function reviewLastTrick() {
  const v = mainView();
  if (!v || !v.tricks || v.tricks.completed.length === 0 || app.animating) {
    return;
  }
  const t = v.tricks.completed[v.tricks.completed.length - 1];
  const n = v.players;
  app.frame = {
    trick: v.tricks.completed.length - 1, winner: t.winner, review: true,
    cards: t.cards.map((c, i) => ({ seat: (t.leader + i) % n, card: c })),
  };
  render();
  $('continue').hidden = false;
  $('continue').focus();
  app.wake = () => {
    endReview();
    render();
  };
}

/** Puts back the trick being played after a look at the last one. */
function endReview() {
  if (app.frame && app.frame.review) {
    app.frame = null;
    app.wake = null;
    $('continue').hidden = true;
  }
}

