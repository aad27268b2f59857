"""A Tenace environment over ``tenace serve`` (protocol 1), using the Python standard library only.

The server is any command that speaks the protocol on its standard input and output; by default
the shaded jar built by ``./mvnw -B -ntp package -DskipTests``::

    from tenace_env import TenaceEnv

    with TenaceEnv("hearts", seats=["client", "heuristic", "heuristic", "heuristic"]) as env:
        env.reset(seed=42)
        while not env.done:
            ids = env.legal_ids                  # the mask as ids, for the seat to act
            rewards, done = env.step(ids[0])     # rewards per seat: 0 until the deal ends
        print(env.result()["scores"])

One agent acts at a time (``env.to_act``); the server plays the bot seats between the client's
turns. A multi-card choice (a Hearts pass, the Sheepshead bury, the Spades exchange) is a
sequence of single-card ids. See README.md in this folder for the protocol, request by request.
"""

import json
import shlex
import subprocess

DEFAULT_SERVER = "java -jar examples/target/tenace.jar serve"
PROTOCOL = 1


class TenaceError(Exception):
    """The server refused a request (malformed, or not possible now); the session goes on."""


class RuleViolation(Exception):
    """An action the rules refuse, as data: a stable ``code`` and a ``message`` naming the rule."""

    def __init__(self, code, seat, message):
        super().__init__("%s: %s" % (code, message))
        self.code = code
        self.seat = seat
        self.message = message


class TenaceEnv:
    """One table of ``tenace serve``: a deal (``mode="deal"``) or a match (``mode="match"``).

    ``seats`` names who plays each seat: ``"client"`` (this program) or a built-in bot
    (``"random"``, ``"heuristic"``, ``"pimc"``, ``"pimc:N"``, ``"ismcts:N"``, …); by default the client plays every
    seat. ``rules`` is a preset and ``name=value`` text (``"omnibus,targetScore=50"``) or a dict.
    ``server`` is the command that starts the server, as a string or a list.
    """

    def __init__(self, game="hearts", rules=None, seats=None, mode="deal", dealer=0,
                 server=None):
        self.game = game
        self.rules = rules
        self.seats = seats
        self.mode = mode
        self.dealer = dealer
        command = server or DEFAULT_SERVER
        args = shlex.split(command) if isinstance(command, str) else list(command)
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._in = self._proc.stdin
        self._out = self._proc.stdout
        hello = self._read()
        if hello.get("protocol") != PROTOCOL:
            raise TenaceError("the server speaks protocol %r, not %d" % (hello.get("protocol"),
                                                                           PROTOCOL))
        self.hello = hello
        self.spec = None
        self.to_act = None
        self.legal_ids = []
        self.done = True
        self.rewards = None
        self.players = None
        self.action_count = None

    # -- the wire ------------------------------------------------------------------------------

    def _read(self):
        line = self._out.readline()
        if not line:
            raise TenaceError("the server closed its output (exit status %r)" % self._proc.poll())
        return json.loads(line)

    def _send_line(self, line):
        self._in.write(line)
        self._in.flush()
        return self._read()

    def request(self, **fields):
        """Sends one request; returns its answer. Raises TenaceError for an error answer and
        RuleViolation for a refused action."""
        answer = self._send_line(json.dumps(fields, separators=(",", ":")).encode() + b"\n")
        return self._checked(answer)

    @staticmethod
    def _checked(answer):
        if answer.get("ok"):
            return answer
        if "violation" in answer:
            v = answer["violation"]
            raise RuleViolation(v["code"], v["seat"], v["message"])
        raise TenaceError(answer.get("error", answer))

    def _status(self, answer):
        self.to_act = answer.get("to_act")
        self.legal_ids = answer.get("legal_ids", [])
        self.done = answer["over"]
        self.rewards = answer["result"]["rewards"] if self.done else None
        return answer

    # -- the environment -----------------------------------------------------------------------

    def reset(self, seed=0):
        """Starts a new deal (or match) from ``seed``; returns the seat to act (None if the bots
        played the whole deal)."""
        fields = {"op": "new", "game": self.game, "seed": seed, "dealer": self.dealer,
                  "mode": self.mode}
        if self.rules is not None:
            fields["rules"] = self.rules
        if self.seats is not None:
            fields["seats"] = self.seats
        answer = self.request(**fields)
        self.players = answer["players"]
        self.action_count = answer["action_count"]
        if self.spec is None:
            self.spec = self.request(op="spec")
        self._status(answer)
        return self.to_act

    def next_deal(self):
        """The next deal of a match; returns the seat to act."""
        self._status(self.request(op="next"))
        return self.to_act

    def legal_mask(self, seat=None):
        """The legal-action mask of a client seat (default: the seat to act), as 0/1 per id."""
        if seat is None or seat == self.to_act:
            mask = [0] * self.action_count
            for i in self.legal_ids:
                mask[i] = 1
            return mask
        return self.request(op="observe", seat=seat)["mask"]

    def observe(self, seat=None, information_state=False):
        """The observation vector of a client seat (default: the seat to act); with
        ``information_state=True``, the information-state vector instead."""
        fields = {"op": "observe", "information_state": information_state}
        if seat is not None:
            fields["seat"] = seat
        answer = self.request(**fields)
        return answer["information_state"] if information_state else answer["observation"]

    def view(self, seat=None):
        """The seat's view as a dict (hand, legal actions with texts and ids, history, tricks,
        the game's facts, mask and observation)."""
        fields = {"op": "view"}
        if seat is not None:
            fields["seat"] = seat
        return self.request(**fields)["view"]

    def step(self, action_id, seat=None):
        """Chooses ``action_id`` for ``seat`` (default: the seat to act); the bots then play until
        a client seat must act. Returns ``(rewards, done)``: the rewards per seat are 0 until the
        deal ends, then each seat's utility (higher is better). Raises RuleViolation if refused."""
        if seat is None:
            line = b'{"op":"act","id":%d}\n' % action_id
        else:
            line = b'{"op":"act","seat":%d,"id":%d}\n' % (seat, action_id)
        self._status(self._checked(self._send_line(line)))
        return (self.rewards if self.done else [0] * self.players), self.done

    def act(self, text, seat=None):
        """Plays an action by its text (``"play QS"``, ``"pass 2H 7S KH"``)."""
        fields = {"op": "act", "action": text}
        if seat is not None:
            fields["seat"] = seat
        self._status(self.request(**fields))
        return (self.rewards if self.done else [0] * self.players), self.done

    def result(self):
        """The deal's result once over (scores, rewards, details) and the match standing."""
        return self.request(op="result")

    def block(self, name):
        """The (offset, length) of a block of the action space, e.g. ``block("play")``."""
        for s in self.spec["actions"]["segments"]:
            if s["name"] == name:
                return s["offset"], s["length"]
        return None

    def close(self):
        """Ends the server with ``quit``."""
        if self._proc.poll() is None:
            try:
                self._send_line(b'{"op":"quit"}\n')
            except (TenaceError, OSError, ValueError):
                pass
            self._in.close()
            self._proc.wait()
        self._out.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
