"""Shared memory for ``tenace serve --shm FILE``: the same lines as over the server's standard input
and output, through two rings of bytes in a file both processes map (standard library only).

A step then costs no system call and no wake-up on either side: each polls the other's counter.
``TenaceEnv(..., shm=True)`` uses it; see README.md, "Shared memory", for the layout. Only on
x86-64 POSIX systems (Linux, macOS): x86-64's memory order makes plain Python stores and loads of
the counters safe. Elsewhere ``ShmRings`` refuses, and the pipes serve.
"""

import mmap
import os
import platform
import struct
import tempfile
import time

MAGIC = b"TENACE01"
HEADER = 4096
MIN_CAPACITY = 4096
MAX_CAPACITY = 1 << 30
# the counters, as indices of 8-byte words of the header
_REQUESTS_WRITTEN, _REQUESTS_READ, _ANSWERS_WRITTEN, _ANSWERS_READ = 8, 16, 24, 32
_LONGEST_SLEEP = 1e-3
_QUICK_POLLS = range(256)  # some 5 µs of plain polls before the timed wait (which yields)


class ShmClosed(Exception):
    """The server ended while this side waited for it (unless ``closed_error`` says otherwise)."""


class ShmRings:
    """The client's side: writes requests, reads answers. ``alive()`` tells whether the server
    still runs; a wait that outlasts the spin checks it between sleeps, and raises
    ``closed_error()`` once it does not."""

    def __init__(self, capacity=1 << 20, spin_us=100, directory=None):
        machine = platform.machine().lower()
        if machine not in ("x86_64", "amd64") or os.name != "posix":
            raise ValueError("shared memory needs an x86-64 machine (this one is %r), whose"
                             " stores and loads keep their order, which pure Python cannot ask"
                             " for, and a POSIX system (this one is %r), where a mapped file can"
                             " be removed" % (machine, os.name))
        if not MIN_CAPACITY <= capacity <= MAX_CAPACITY or capacity & (capacity - 1):
            raise ValueError("a ring's capacity is a power of two from %d to %d bytes, not %r"
                             % (MIN_CAPACITY, MAX_CAPACITY, capacity))
        if directory is None:
            directory = "/dev/shm" if os.path.isdir("/dev/shm") else tempfile.gettempdir()
        fd, self.path = tempfile.mkstemp(prefix="tenace-", suffix=".shm", dir=directory)
        self.file = self.path  # kept once unlinked, to tell that it was
        try:
            os.ftruncate(fd, HEADER + 2 * capacity)
            self._map = mmap.mmap(fd, HEADER + 2 * capacity)
        except BaseException:
            os.close(fd)
            os.unlink(self.path)
            raise
        os.close(fd)
        self._map[:len(MAGIC)] = MAGIC
        struct.pack_into("<I", self._map, 8, capacity)
        self._view = memoryview(self._map)
        self._words = self._view[:HEADER].cast("Q")  # native order: little-endian on x86-64
        self._requests = self._view[HEADER:HEADER + capacity]
        self._answers = self._view[HEADER + capacity:HEADER + 2 * capacity]
        self._capacity = capacity
        self._spin = spin_us / 1e6
        self._written = 0
        self._read = 0
        self.alive = lambda: True
        self.closed_error = ShmClosed

    def unlink(self):
        """Removes the file (the mapping lives on): once the server has mapped it."""
        if self.path is not None:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass
            self.path = None

    def write(self, data):
        """All of ``data`` into the requests' ring, waiting for room as the server reads."""
        cap = self._capacity
        words = self._words
        written = self._written
        n = len(data)
        at = written & (cap - 1)
        if at + n <= cap and n <= cap - (written - words[_REQUESTS_READ]):  # room, no wrap
            self._requests[at:at + n] = data
            self._written = written + n
            words[_REQUESTS_WRITTEN] = written + n  # one 8-byte store, after the bytes
            return
        view = memoryview(data)
        while view:
            written = self._written
            room = cap - (written - words[_REQUESTS_READ])
            if not room:
                self._wait(lambda: words[_REQUESTS_READ] != written - cap)
                continue
            n = min(room, len(view))
            at = written & (cap - 1)
            first = min(n, cap - at)
            self._requests[at:at + first] = view[:first]
            if first < n:
                self._requests[:n - first] = view[first:n]
            self._written = written + n
            words[_REQUESTS_WRITTEN] = written + n  # one 8-byte store, after the bytes
            view = view[n:]

    def read(self):
        """The answer bytes there are, once there are some."""
        words = self._words
        read = self._read
        written = words[_ANSWERS_WRITTEN]
        if written == read:
            for _ in _QUICK_POLLS:  # a few µs of plain polls first: an answer's usual wait
                written = words[_ANSWERS_WRITTEN]
                if written != read:
                    break
            else:
                self._wait(lambda: words[_ANSWERS_WRITTEN] != read)
                written = words[_ANSWERS_WRITTEN]
        cap = self._capacity
        n = written - read
        at = read & (cap - 1)
        first = min(n, cap - at)
        chunk = self._answers[at:at + first].tobytes()
        if first < n:
            chunk += self._answers[:n - first].tobytes()
        self._read = written
        words[_ANSWERS_READ] = written
        return chunk

    def _wait(self, ready):
        end = time.perf_counter() + self._spin
        spins = 0
        while not ready():
            if time.perf_counter() >= end:
                break
            spins += 1
            if not spins & 31:
                os.sched_yield()  # now and then: on a busy machine, the server (or anyone) runs
        sleep = 1e-5
        while not ready():
            if not self.alive():
                raise self.closed_error()
            time.sleep(sleep)
            sleep = min(_LONGEST_SLEEP, sleep * 2)

    def close(self):
        self.unlink()
        if self._map is not None:
            for v in (self._words, self._requests, self._answers, self._view):
                v.release()
            self._map.close()
            self._map = None
