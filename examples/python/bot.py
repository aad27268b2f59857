#!/usr/bin/env python3
"""A bot for any Tenace game over the engine protocol (examples/bots/PROTOCOL.md), standard
library only: it plays its lowest legal card, else its first legal action.

    java -jar examples/target/tenace.jar simulate hearts \
        --bots cmd:"python3 examples/python/bot.py",heuristic,heuristic,heuristic
"""
import json
import sys

RANKS = "23456789TJQKA"


def send(message):
    print(json.dumps(message), flush=True)  # one JSON object a line, flushed


def rank(text):
    """The rank of the card of "play QS"; every other action after every card."""
    words = text.split()
    if len(words) == 2 and words[0] == "play" and len(words[1]) == 2 and words[1][0] in RANKS:
        return RANKS.index(words[1][0])
    return len(RANKS)


for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        send({"type": "ready", "name": "lowest card"})
    elif message["type"] == "act":
        legal = message["view"]["legal"]
        send({"action": min(legal, key=lambda a: rank(a["text"]))["text"]})
    elif message["type"] == "match_end":
        break
