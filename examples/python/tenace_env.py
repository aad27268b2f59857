"""A Tenace environment over ``tenace serve`` (protocols 1 and 2), using the Python standard library
only.

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

Protocol 2 (when the hello line's ``"protocols"`` holds 2): ``step(id, observe=True)`` gets the
next observation in the same round trip (``env.observation``, sparse; ``env.observation_vector()``
decodes it), ``open_tables``/``step_tables`` play many tables per request, and ``fork``, ``undo``,
``sample`` and ``advice`` are the search primitives. ``tenace_pettingzoo.py`` and
``tenace_spiel.py`` wrap them in the shapes of PettingZoo's AEC API and of pyspiel.

``"encoding": "packed"`` (``packed=True`` on ``reset``, ``step``, ``act_id``, ``open_tables``,
``step_tables``) and ``"encoding": "binary"`` (``binary=True`` on the same calls) are the compact
forms of the vectors and masks: ``tenace_vectors.py`` decodes them (its functions can be imported
from here too). A binary answer comes back with each vector an ``array("f")``, nothing to decode.
"""

import json
import os
import select
import shlex
import subprocess
import time

from tenace_vectors import attach as _attach
# the vectors' forms, importable from this module too (as before they had a module of their own)
from tenace_vectors import decode, mask_ids, mask_of, random_legal, unpack, vector  # noqa: F401

DEFAULT_SERVER = "java -jar examples/target/tenace.jar serve"
# an answer line's object: ``raw_decode`` skips what ``json.loads`` adds for any text (finding the
# encoding of bytes, the white space around it): about half the cost of a step's short answer
_decode_line = json.JSONDecoder().raw_decode
PROTOCOL = 1


_ACT_LINES = {}  # act_id's line for each of its choices, %-formatted with the id (and table)
_KEPT_LEGAL = (None, "ids", "mask")  # the "legal" values whose lines are kept (any other is sent)


def _encoding(packed, binary):
    """The ``"encoding"`` of ``packed=``/``binary=`` (None: the default, sparse)."""
    if binary:
        if packed:
            raise ValueError("packed=True and binary=True: choose one encoding")
        return "binary"
    return "packed" if packed else None


def _fields(encoding, legal, brief):
    """The request fields of an encoding, a ``legal`` and a ``brief``, as JSON text."""
    return (b',"encoding":"%s"' % encoding.encode() if encoding else b"") + (
        b',"legal":%s' % json.dumps(legal).encode() if legal is not None else b"") + (
        b',"brief":true' if brief else b"")


def _act_line(observe, packed, binary, legal, brief, current):
    """The line of an ``act`` by id as ``act_id``'s arguments ask (kept in ``_ACT_LINES``)."""
    form = b'{"op":"act","id":%d' if current else b'{"op":"act","table":%d,"id":%d'
    form += (b',"observe":true' if observe else b"") + _fields(
        _encoding(packed, binary), legal, brief) + b"}\n"
    if legal in _KEPT_LEGAL:
        _ACT_LINES[observe, packed, binary, legal, brief, current] = form
    return form


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

    ``spin_us``: how long the client polls for an answer before it sleeps in a read (default 0:
    it sleeps at once). Waking a sleeping process costs tens of microseconds on a virtual
    machine, more than a step; a learner that steps as fast as it can polls for ~100 µs and
    starts the server with ``serve --spin-us 100``, which polls for the next request the same way.

    ``shm``: ``True`` (rings of 1 MiB) or a ring size in bytes carries the lines through shared
    memory instead of the pipes (``tenace_shm.py``; the server gets ``--shm FILE``): no system
    call and no wake-up per round trip, both sides polling (``spin_us`` defaults to 100 then; the
    server's ``--spin-us`` too). x86-64 Linux or macOS only; the same requests and answers as over
    the pipes.
    """

    def __init__(self, game="hearts", rules=None, seats=None, mode="deal", dealer=0,
                 server=None, spin_us=0, shm=False):
        self.game = game
        self.rules = rules
        self.seats = seats
        self.mode = mode
        self.dealer = dealer
        command = server or DEFAULT_SERVER
        args = shlex.split(command) if isinstance(command, str) else list(command)
        self._rings = None
        if shm:
            from tenace_shm import ShmRings
            self._rings = ShmRings(capacity=1 << 20 if shm is True else shm,
                                   spin_us=spin_us or 100)
            args += ["--shm", self._rings.path]
        self._proc = subprocess.Popen(args, stdin=subprocess.PIPE,
                                      stdout=subprocess.DEVNULL if shm else subprocess.PIPE)
        self._in = self._proc.stdin
        self._out = self._proc.stdout
        self._in_fd = self._in.fileno()
        self._poll = None
        if shm:
            self._rings.alive = lambda: self._proc.poll() is None
            self._rings.closed_error = lambda: TenaceError(
                "the server ended (exit status %r)" % self._proc.wait())
            self._write = self._rings.write
            self._receive = self._rings.read
        else:
            self._fd = self._out.fileno()
            if spin_us:  # select.poll is POSIX: only a polling client needs it
                self._poll = select.poll()
                self._poll.register(self._fd, select.POLLIN)
        self._buf = b""
        self._spin = spin_us / 1e6
        self._pending = 0
        try:
            hello = self._read()
        except BaseException:
            if shm:
                self._rings.close()  # the server ended, or said something else than hello
            raise
        finally:
            if shm:
                self._rings.unlink()  # mapped by the server, or never to be
        if hello.get("protocol") != PROTOCOL:
            raise TenaceError("the server speaks protocol %r, not %d" % (hello.get("protocol"),
                                                                           PROTOCOL))
        self.hello = hello
        self.protocols = hello.get("protocols", [PROTOCOL])
        self.spec = None
        self.observation = None
        self.to_act = None
        self.legal_ids = []
        self.done = True
        self.rewards = None
        self.players = None
        self.action_count = None

    # -- the wire ------------------------------------------------------------------------------

    def _read(self):
        text = self._line().decode()
        try:
            answer, end = _decode_line(text)
            if end != len(text) - 1 and text[end:].strip():
                answer = None
        except ValueError:
            answer = None
        if answer is None:
            return json.loads(text)  # white space first, or more after the object: its usual error
        attached = answer.get("attached")
        return answer if attached is None else _attach(answer, self._take(attached))

    def _take(self, n):
        """The ``n`` bytes that follow the last line (a binary answer's ``"attached"``)."""
        buf = self._buf
        while len(buf) < n:
            buf += self._receive()
        if len(buf) == n:
            self._buf = b""
            return buf
        self._buf = buf[n:]
        return buf[:n]

    def _line(self):
        """The next line of the server's output (read here, not through the buffered file, so
        that the client can poll for it)."""
        if not self._buf:
            chunk = self._receive()
            i = chunk.find(b"\n")
            if i == len(chunk) - 1:  # one whole line: the usual answer
                return chunk
            if i >= 0:  # a line and more: a binary answer's bytes, or the next answers
                self._buf = chunk[i + 1:]
                return chunk[:i + 1]
            self._buf = chunk
        while True:
            i = self._buf.find(b"\n")
            if i >= 0:
                line = self._buf[:i + 1]
                self._buf = self._buf[i + 1:]
                return line
            self._buf += self._receive()

    def _receive(self):
        """The bytes the server has written, once there are some (over the pipe)."""
        if self._spin:
            end = time.perf_counter() + self._spin
            while not self._poll.poll(0) and time.perf_counter() < end:
                os.sched_yield()  # on a busy machine, the server (or anyone) runs instead
        chunk = os.read(self._fd, 1 << 16)
        if not chunk:
            raise TenaceError("the server closed its output (exit status %r)" % self._proc.poll())
        return chunk

    def _send_line(self, line):
        if self._pending:
            raise TenaceError("%d answers to requests sent with send() are not received yet:"
                              " receive() them first" % self._pending)
        self._write(line)
        return self._read()

    # -- pipelining: requests in flight ----------------------------------------------------------

    def send(self, **fields):
        """Sends one request without waiting for its answer (``request`` waits). The server
        answers requests in the order it gets them, so a client may keep several in flight and
        work while the server does: ``receive()`` returns the oldest answer not received yet.
        ``request`` and the other calls refuse to run while answers are pending. Keep what is in
        flight small (a few requests): an operating system's pipe holds some 64 KiB each way, and
        a client that sends without ever receiving fills both and waits for ever."""
        self._send_raw(json.dumps(fields, separators=(",", ":")).encode() + b"\n")

    def send_step_tables(self, tables, ids, observe=True, packed=False, binary=False):
        """``step_tables`` without waiting: ``receive()["answers"]`` is its answer. Two groups of
        tables stepped in turn, one in flight while the agent chooses for the other, keep the
        server and the agent busy at once (``bench_protocol2.py``'s ``batch_pipelined``)."""
        self._send_raw(b'{"op":"act","tables":%s,"ids":%s%s%s}\n' % (
            json.dumps(tables, separators=(",", ":")).encode(),
            json.dumps(ids, separators=(",", ":")).encode(),
            b',"observe":true' if observe else b"",
            _fields(_encoding(packed, binary), None, False)))

    def receive(self):
        """The answer to the oldest request sent by ``send`` or ``send_step_tables`` and not
        received yet. Raises TenaceError (RuleViolation) if it is a refusal, as ``request`` does;
        the requests after it stay in flight."""
        if not self._pending:
            raise TenaceError("no request is in flight: send() one first")
        self._pending -= 1
        return self._checked(self._read())

    def _send_raw(self, line):
        self._write(line)
        self._pending += 1

    def _write(self, line):
        """The whole line to the server's input, in as few system calls as the pipe takes."""
        view = memoryview(line)
        while view:
            view = view[os.write(self._in_fd, view):]

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
        self.observation = answer.get("observation")
        self.to_act = answer.get("to_act")
        if "mask" in answer and isinstance(answer["mask"], (str, bytes)):
            self.legal_ids = mask_ids(answer["mask"])
        else:
            self.legal_ids = answer.get("legal_ids", [])
        self.done = answer["over"]
        self.rewards = answer["result"]["rewards"] if self.done else None
        return answer

    # -- the environment -----------------------------------------------------------------------

    def reset(self, seed=0, observe=False, packed=False, binary=False):
        """Starts a new deal (or match) from ``seed``; returns the seat to act (None if the bots
        played the whole deal). With ``observe=True`` (protocol 2) the answer carries the
        observation of the seat to act (``env.observation``); ``packed=True``: packed;
        ``binary=True``: binary (``env.observation`` an ``array("f")``)."""
        fields = {"op": "new", "game": self.game, "seed": seed, "dealer": self.dealer,
                  "mode": self.mode}
        if observe:
            fields["observe"] = True
        encoding = _encoding(packed, binary)
        if encoding:
            fields["encoding"] = encoding
            fields["legal"] = "ids"  # the list this object keeps: no mask to turn into it
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

    def step(self, action_id, seat=None, observe=False, packed=False, binary=False):
        """Chooses ``action_id`` for ``seat`` (default: the seat to act); the bots then play until
        a client seat must act. Returns ``(rewards, done)``: the rewards per seat are 0 until the
        deal ends, then each seat's utility (higher is better). Raises RuleViolation if refused.
        With ``observe=True`` (protocol 2) the answer also carries the observation of the next
        seat to act, in ``env.observation`` (sparse; ``observation_vector()`` decodes it); with
        ``packed=True`` too, in the packed form (the legal ids as the list ``legal_ids``), with
        ``binary=True`` as an ``array("f")``."""
        encoding = _encoding(packed, binary)
        if encoding:
            fields = {"op": "act", "id": action_id, "observe": observe, "encoding": encoding,
                      "legal": "ids"}
            if seat is not None:
                fields["seat"] = seat
            self._status(self.request(**fields))
        elif observe:
            line = b'{"op":"act","id":%d,"observe":true}\n' % action_id if seat is None else \
                b'{"op":"act","seat":%d,"id":%d,"observe":true}\n' % (seat, action_id)
            self._status(self._checked(self._send_line(line)))
        elif seat is None:
            self._status(self._checked(self._send_line(b'{"op":"act","id":%d}\n' % action_id)))
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

    def act_id(self, action_id, table=None, observe=True, packed=False, legal=None, brief=False,
               binary=False):
        """One ``act`` by id for the seat to act of ``table`` (default: the table of ``reset``),
        asking for the next observation (protocol 2; ``packed=True``: in the packed encoding,
        ``binary=True``: in the binary one); the answer (unchanged, but for a binary answer's
        vectors: ``array("f")``). ``legal="ids"`` or ``"mask"``: the legal ids as ``legal_ids`` or
        as the ``mask`` (by default, the encoding's); ``brief=True``: without ``seat``,
        ``applied`` and ``deal``. Leaves this object's status alone. Raises RuleViolation if
        refused."""
        key = (observe, packed, binary, legal, brief, table is None)
        form = (legal in _KEPT_LEGAL and _ACT_LINES.get(key)) or _act_line(*key)
        answer = self._send_line(form % action_id if table is None else form % (table, action_id))
        return answer if answer.get("ok") else self._checked(answer)  # the usual answer: no call

    def observation_vector(self):
        """The observation carried by the last answer (protocol 2), decoded to a dense list."""
        return vector(self.observation, self.spec["observation"]["size"])

    # -- protocol 2: many tables, search ---------------------------------------------------------

    def open_tables(self, count, seed=0, observe=True, packed=False, binary=False, **fields):
        """Deals ``count`` tables of this game (table k from ``seed + k``); returns the answer:
        ``tables`` (their numbers) and ``states`` (each one's status and observation)."""
        fields.update(op="open", game=self.game, count=count, seed=seed, observe=observe)
        encoding = _encoding(packed, binary)
        if encoding:
            fields["encoding"] = encoding
        if self.rules is not None:
            fields.setdefault("rules", self.rules)
        return self.request(**fields)

    def step_tables(self, tables, ids, observe=True, packed=False, legal=None, brief=False,
                    binary=False):
        """Each table's seat to act chooses its id, all in one request; the answers, one per table
        (a refused entry is an answer with ``"ok": false``; the others go on). ``packed=True``:
        masks and vectors in the packed encoding (``binary=True``: the binary one); ``legal`` and
        ``brief`` as in ``act_id``."""
        line = b'{"op":"act","tables":%s,"ids":%s%s%s}\n' % (
            json.dumps(tables, separators=(",", ":")).encode(),
            json.dumps(ids, separators=(",", ":")).encode(),
            b',"observe":true' if observe else b"",
            _fields(_encoding(packed, binary), legal, brief))
        return self._checked(self._send_line(line))["answers"]

    def close_tables(self, tables):
        """Ends tables opened by ``open_tables``, ``fork`` or ``sample``."""
        return self.request(op="close", tables=list(tables))

    def fork(self, table=0, observe=False):
        """A copy of ``table`` that plays on independently; its answer (``table``: its number)."""
        return self.request(op="fork", table=table, observe=observe)

    def undo(self, table=0, observe=False):
        """``table`` back to before its last client action; its status."""
        return self.request(op="undo", table=table, observe=observe)

    def sample(self, table=0, seat=None, seed=0, observe=False):
        """A world drawn consistent with ``seat``'s view of ``table``, as a new table."""
        fields = {"op": "sample", "table": table, "seed": seed, "observe": observe}
        if seat is not None:
            fields["seat"] = seat
        return self.request(**fields)

    def advice(self, bot, table=0, seed=0):
        """The action ``bot`` (``"pimc:10"``, ``"heuristic"``, …) would take for the seat to act,
        from that seat's view: the answer's ``action`` (text) and ``ids``."""
        return self.request(op="advice", table=table, bot=bot, seed=seed)

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
                while self._pending:
                    self._pending -= 1
                    self._read()
                self._send_line(b'{"op":"quit"}\n')
            except (TenaceError, OSError, ValueError):
                pass
            self._in.close()
            self._proc.wait()
        if self._out is not None:
            self._out.close()
        if self._rings is not None:
            self._rings.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
