"""A pyspiel-shaped game and state over ``tenace serve`` protocol 2 (standard library only).

The names follow OpenSpiel's Python API without depending on it::

    from tenace_spiel import load_game

    game = load_game("spades")
    state = game.new_initial_state(seed=3)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    print(state.returns())
    game.close()

Each state is a table of the server: ``clone()`` forks it, ``undo_action`` undoes, and
``resample_from_infostate(player, seed)`` draws a world consistent with that player's view.
Clones and samples hold a table each until ``close()`` (the server holds at most 4096).
"""

from tenace_env import TenaceEnv, decode, mask_of

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL


def load_game(name, rules=None, server=None):
    """The game ``name`` under ``rules`` (a preset and ``name=value`` text, or a dict)."""
    return TenaceGame(name, rules=rules, server=server)


class TenaceGame:
    """A game and its rules; its ``new_initial_state`` deals a table."""

    def __init__(self, name, rules=None, server=None, env=None):
        self.env = env or TenaceEnv(name, rules=rules, server=server)
        if 2 not in self.env.protocols:
            raise RuntimeError("the server does not speak protocol 2")
        self.name = name
        self.rules = rules
        fields = {"op": "spec", "game": name}
        if rules is not None:
            fields["rules"] = rules
        self.spec = self.env.request(**fields)

    def num_distinct_actions(self):
        return self.spec["action_count"]

    def num_players(self):
        return self.spec["players"]

    def observation_tensor_size(self):
        return self.spec["observation_size"]

    def information_state_tensor_size(self):
        return self.spec["information_state_size"]

    def max_game_length(self):
        """The most moves of a deal (a multi-card choice counts once; it takes one id per card)."""
        return self.spec["max_moves"]

    def min_utility(self):
        """The least reward of a seat in one deal, or None if the game does not declare it."""
        return self.spec.get("min_utility")

    def max_utility(self):
        """The greatest reward of a seat in one deal, or None if the game does not declare it."""
        return self.spec.get("max_utility")

    def is_zero_sum(self):
        """Whether every deal's rewards sum to 0 (pyspiel: ``GameType.Utility.ZERO_SUM``)."""
        return self.spec.get("zero_sum", False)

    def new_initial_state(self, seed=0):
        fields = {"op": "open", "game": self.name, "count": 1, "seed": seed, "observe": True}
        if self.rules is not None:
            fields["rules"] = self.rules
        answer = self.env.request(**fields)
        return TenaceState(self, answer["tables"][0], answer["states"][0])

    def close(self):
        self.env.close()


class TenaceState:
    """A position: one table of the server."""

    def __init__(self, game, table, status):
        self.game = game
        self.table = table
        self._status = status

    def _request(self, **fields):
        return self.game.env.request(table=self.table, **fields)

    def current_player(self):
        return TERMINAL if self._status["over"] else self._status["to_act"]

    def is_terminal(self):
        return self._status["over"]

    def legal_actions(self, player=None):
        if self._status["over"] or (player is not None and player != self._status["to_act"]):
            return []
        return list(self._status["legal_ids"])

    def legal_actions_mask(self, player=None):
        return mask_of(self.legal_actions(player), self.game.num_distinct_actions())

    def apply_action(self, action):
        self._status = self.game.env.act_id(action, table=self.table)

    def returns(self):
        if not self._status["over"]:
            return [0.0] * self.game.num_players()
        return [float(r) for r in self._status["result"]["rewards"]]

    def rewards(self):
        return self.returns()

    def observation_tensor(self, player=None):
        if player is None or player == self._status.get("to_act"):
            if "observation" in self._status:
                return decode(self._status["observation"], self.game.observation_tensor_size())
            player = self._status.get("to_act") if player is None else player
        answer = self._request(op="observe", seat=player, sparse=True)
        return decode(answer["observation"], self.game.observation_tensor_size())

    def information_state_tensor(self, player=None):
        fields = {"op": "observe", "sparse": True, "information_state": True}
        if player is not None:
            fields["seat"] = player
        answer = self._request(**fields)
        return decode(answer["information_state"], self.game.information_state_tensor_size())

    def clone(self):
        answer = self._request(op="fork", observe=True)
        return TenaceState(self.game, answer["table"], answer)

    def child(self, action):
        c = self.clone()
        c.apply_action(action)
        return c

    def undo_action(self, player=None, action=None):
        self._status = self._request(op="undo", observe=True)

    def resample_from_infostate(self, player, seed=0):
        """A state drawn consistent with ``player``'s view (its own table)."""
        answer = self._request(op="sample", seat=player, seed=seed, observe=True)
        return TenaceState(self.game, answer["table"], answer)

    def close(self):
        """Ends this state's table on the server."""
        self.game.env.close_tables([self.table])

    def __str__(self):
        return "table %d: %s" % (self.table, self._status)
