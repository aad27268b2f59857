"""The vectors and masks of ``tenace serve``'s protocol 2 answers, in their three forms, decoded
with the Python standard library only (``tenace_env`` uses them, and exports them too):

- **sparse** (the default): ``{"ones": [...], "other": [[i, x], ...]}``; ``decode`` gives the
  dense list protocol 1 sends;
- **packed** (``"encoding": "packed"``): a vector is a text, base64 of the uint16 indices of its
  entries equal to 1, then ``;`` and base64 of (uint32 index, float32 value) pairs of any others
  (``unpack``); a mask is base64 of the legal ids' bits (``mask_ids``; ``random_legal`` draws a
  legal id from its bytes without building any list);
- **binary** (``"encoding": "binary"``): the vectors are little-endian float32s in the bytes that
  follow the answer's line, each named ``[offset, count]`` in it, a mask the same of its bits;
  ``attach`` turns each into an ``array("f")`` (NumPy: ``numpy.frombuffer(v, numpy.float32)``,
  no copy), a mask into its bytes.

``vector`` gives the dense list of any of them. See README.md, "Protocol 2".
"""

import struct
import sys
from array import array
from binascii import a2b_base64


def decode(sparse, size):
    """A vector of protocol 2's sparse form (``{"ones": [...], "other": [[i, x], ...]}``) as the
    list of ``size`` numbers protocol 1 sends: 1 at the ``ones``, ``x`` at each ``other``, else 0."""
    v = [0.0] * size
    for i in sparse["ones"]:
        v[i] = 1.0
    for i, x in sparse["other"]:
        v[i] = float(x)
    return v


_ONE_BITS = tuple(tuple(j for j in range(8) if b >> j & 1) for b in range(256))
_BIG_ENDIAN = sys.byteorder == "big"


def unpack(packed, size):
    """A vector of the packed form as the list of ``size`` floats ``decode`` gives of the sparse
    form: base64 of the indices of the entries equal to 1, little-endian uint16 (uint32 when
    ``size`` is over 65,536), then, if some entries are neither 0 nor 1, ``;`` and base64 of
    those entries as (little-endian uint32 index, little-endian float32 value) pairs."""
    ones, _, rest = packed.partition(";")
    v = [0.0] * size
    idx = array("H" if size <= 65536 else "I", a2b_base64(ones))
    if _BIG_ENDIAN:
        idx.byteswap()
    for i in idx:
        v[i] = 1.0
    if rest:
        for i, x in struct.iter_unpack("<If", a2b_base64(rest)):
            v[i] = x
    return v


def vector(value, size):
    """An observation or information state in any protocol 2 form (sparse dict, packed text, or
    the ``array("f")`` of a binary answer) as the dense list of ``size`` floats."""
    if isinstance(value, array):
        return value.tolist()
    return unpack(value, size) if isinstance(value, str) else decode(value, size)


_VECTORS = ("observation", "information_state")


def attach(answer, data):
    """A binary answer as this client returns it: each ``[offset, count]`` of ``answer`` (and of
    each of its ``answers`` or ``states``) replaced by its block of ``data``, the bytes after the
    line: a vector by an ``array("f")`` of its ``count`` float32s, a ``mask`` by its bytes."""
    view = memoryview(data)
    _attach_blocks(answer, view)
    for key in ("answers", "states"):
        for entry in answer.get(key, ()):
            _attach_blocks(entry, view)
    return answer


def _attach_blocks(a, view):
    for key in _VECTORS:
        block = a.get(key)
        if block is not None:
            at, n = block
            v = array("f")
            v.frombytes(view[at:at + 4 * n])
            if _BIG_ENDIAN:
                v.byteswap()
            a[key] = v
    block = a.get("mask")
    if block is not None:
        at, n = block
        a["mask"] = view[at:at + n].tobytes()


_MASK_IDS = []  # _MASK_IDS[k][b]: the ids that byte value b at byte k of a mask stands for


def _mask_table(n):
    """``_MASK_IDS`` for masks of at least ``n`` bytes (built once per byte position). The longer
    table is built apart and put in place by one assignment, so a thread reading masks at the
    same time sees the old table or the new one, never one being built."""
    global _MASK_IDS
    table = list(_MASK_IDS)
    while len(table) < n:
        base = 8 * len(table)
        table.append(tuple(tuple(base + j for j in _ONE_BITS[b]) for b in range(256)))
    _MASK_IDS = table
    return table


def mask_ids(mask):
    """The legal ids of a packed ``mask`` (base64 of bits, id i being bit ``i % 8`` of byte
    ``i // 8``), or of a binary answer's mask (those bytes), in increasing order."""
    raw = a2b_base64(mask) if isinstance(mask, str) else mask
    table = _MASK_IDS
    if len(table) < len(raw):
        table = _mask_table(len(raw))
    ids = []
    for ids_of, b in zip(table, raw):
        if b:
            ids += ids_of[b]
    return ids


def random_legal(mask, rng):
    """A legal id drawn uniformly by ``rng`` (a ``random.Random``) straight from a packed mask's
    bytes (or a binary answer's mask): the fast path of a random agent (no list of the mask or the
    observation is built)."""
    m = int.from_bytes(a2b_base64(mask) if isinstance(mask, str) else mask, "little")
    for _ in range(rng.randrange(m.bit_count())):
        m &= m - 1
    return (m & -m).bit_length() - 1


def mask_of(ids, size):
    """The 0/1 mask of ``size`` entries of a list of legal ids."""
    m = [0] * size
    for i in ids:
        m[i] = 1
    return m
