/*
 * Cards for the table of `tenace web`: how a card is drawn, named and sorted. Nothing here knows a
 * game: a hand is sorted by the view's fact "card_order" when the game gives one (trumps first, as
 * its players sort), else by suit and rank.
 */
'use strict';

const CARD = /^(?:[2-9TJQKA][CDSH]|X[1-3])$/;
const SUIT = { C: '♣', D: '♦', S: '♠', H: '♥' };
const SUIT_NAME = { C: 'clubs', D: 'diamonds', S: 'spades', H: 'hearts' };
const RANK_NAME = {
  A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10', 9: '9', 8: '8', 7: '7', 6: '6', 5: '5',
  4: '4', 3: '3', 2: '2',
};
const RED = { D: true, H: true };
// suits alternate in colour in a sorted hand; ranks high to low
const SUIT_ORDER = ['S', 'H', 'C', 'D'];
const RANK_ORDER = 'AKQJT98765432';

/** A card as players write it: "Q♠", "10♥", "joker 1"; "??" is a card face down. */
function cardText(c) {
  if (c === '??') {
    return '??';
  }
  if (c.startsWith('X')) {
    return 'joker ' + c[1];
  }
  return (c[0] === 'T' ? '10' : c[0]) + SUIT[c[1]];
}

/** Card texts ("QS 2H") as players write them ("Q♠ 2♥"). */
function cardsText(cards) {
  return cards.map(cardText).join(' ');
}

/** A card in words, for a screen reader: "queen of spades". */
function cardWords(c) {
  if (c === '??') {
    return 'a card face down';
  }
  if (c.startsWith('X')) {
    return 'joker ' + c[1];
  }
  return RANK_NAME[c[0]] + ' of ' + SUIT_NAME[c[1]];
}

/**
 * The cards sorted as players hold them: by {@code order} (a view's "card_order" fact, trumps
 * first) when given, cards it does not list after those it does; else jokers, then suits
 * alternating in colour, each high to low.
 */
function sortHand(cards, order) {
  const rank = (c) => {
    if (order) {
      const i = order.indexOf(c);
      if (i >= 0) {
        return i;
      }
    }
    const base = order ? order.length : 0;
    if (c.startsWith('X')) {
      return base + Number(c[1]);
    }
    return base + 10 + SUIT_ORDER.indexOf(c[1]) * 20 + RANK_ORDER.indexOf(c[0]);
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

/**
 * A card drawn as SVG: rank and suit in the corner, a large pip. The colours come from the page's
 * CSS classes (red, black, joker), so a dimmed card keeps ranks readable. The SVG is decoration:
 * the button around it carries the card's name.
 */
function cardSvg(text) {
  if (text === '??') { // played face down, unknown to this seat: a card's back
    return '<svg viewBox="0 0 68 96" aria-hidden="true" focusable="false" data-card="??">'
        + '<rect class="back" x="1" y="1" width="66" height="94" rx="6"/>'
        + '<text class="back-mark" x="34" y="58" font-size="26" text-anchor="middle">??</text>'
        + '</svg>';
  }
  const joker = text.startsWith('X');
  const suit = joker ? '' : text[1];
  const rank = joker ? '★' : text[0] === 'T' ? '10' : text[0];
  const colour = joker ? 'joker' : RED[suit] ? 'red' : 'black';
  const pip = joker ? 'J' + text[1] : SUIT[suit];
  return '<svg viewBox="0 0 68 96" aria-hidden="true" focusable="false" data-card="' + text
      + '" class="' + colour + '">'
      + '<rect class="face" x="1" y="1" width="66" height="94" rx="6"/>'
      + '<text class="rank" x="6" y="20" font-size="17" font-weight="700">' + rank + '</text>'
      + '<text class="suit" x="6" y="37" font-size="16">' + (joker ? '' : SUIT[suit]) + '</text>'
      + '<text class="pip" x="40" y="74" font-size="34" text-anchor="middle">' + pip + '</text>'
      + '</svg>';
}
