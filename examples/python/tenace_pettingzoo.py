"""A PettingZoo-AEC-shaped environment over ``tenace serve`` protocol 2 (standard library only).

It has the shape of PettingZoo's agent-environment-cycle API without depending on PettingZoo::

    from tenace_pettingzoo import TenaceAEC

    env = TenaceAEC("hearts")
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            mask = observation["action_mask"]
            action = next(i for i, m in enumerate(mask) if m)   # any legal id
        env.step(action)
    env.close()

Agents are ``"player_0"`` … one per seat, all played by the client; one step is one action id
(a multi-card choice, such as a Hearts pass, is several steps of the same agent). Every step is
one request: the answer carries the next observation and legal ids. Rewards are 0 until the deal
ends, then each seat's utility (higher is better).
"""

from tenace_env import TenaceEnv, decode, mask_of


class TenaceAEC:
    """One deal at a time of ``game`` under ``rules``; ``server`` as for ``TenaceEnv``."""

    metadata = {"name": "tenace_aec_v0", "is_parallelizable": False}

    def __init__(self, game="hearts", rules=None, server=None, env=None):
        self._env = env or TenaceEnv(game, rules=rules, server=server)
        if 2 not in self._env.protocols:
            raise RuntimeError("the server does not speak protocol 2")
        fields = {"op": "spec", "game": game}
        if rules is not None:
            fields["rules"] = rules
        self.spec = self._env.request(**fields)
        self.game = game
        self.rules = rules
        self.num_actions = self.spec["action_count"]
        self.observation_size = self.spec["observation_size"]
        self.possible_agents = ["player_%d" % i for i in range(self.spec["players"])]
        self.agents = []
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self.agent_selection = None
        self._observation = None
        self._legal = []

    def reset(self, seed=None, options=None):
        """A new deal from ``seed`` (0 by default)."""
        fields = {"op": "new", "game": self.game, "seed": seed or 0, "observe": True}
        if self.rules is not None:
            fields["rules"] = self.rules
        answer = self._env.request(**fields)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._update(answer)

    def _update(self, answer):
        if answer["over"]:
            rewards = answer["result"]["rewards"]
            for i, a in enumerate(self.possible_agents):
                self.rewards[a] = float(rewards[i])
                self._cumulative_rewards[a] += float(rewards[i])
                self.terminations[a] = True
            self._observation = None
            self._legal = []
            self.agent_selection = self.agents[0] if self.agents else None
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
            self.agent_selection = self.possible_agents[answer["to_act"]]
            self._observation = answer["observation"]
            self._legal = answer["legal_ids"]

    def agent_iter(self, max_iter=2 ** 63):
        """The agent to act, until every agent has been told the deal is over."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def observe(self, agent):
        """The agent's observation vector (any agent: every seat is the client's)."""
        if agent == self.agent_selection and self._observation is not None:
            return decode(self._observation, self.observation_size)
        seat = self.possible_agents.index(agent)
        answer = self._env.request(op="observe", seat=seat, sparse=True)
        return decode(answer["observation"], self.observation_size)

    def action_mask(self, agent):
        """1 for each legal action id of the agent (only the agent to act has any)."""
        if agent == self.agent_selection:
            return mask_of(self._legal, self.num_actions)
        return [0] * self.num_actions

    def last(self, observe=True):
        """``(observation, reward, termination, truncation, info)`` of the agent to act, the
        observation a dict of ``"observation"`` and ``"action_mask"``."""
        agent = self.agent_selection
        obs = None
        if observe:
            obs = {"observation": self.observe(agent), "action_mask": self.action_mask(agent)}
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        """The agent to act chooses ``action`` (an id); ``None`` once it is told the deal is over."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError("the deal is over: step(None) for %s" % agent)
            self.agents.remove(agent)
            self.agent_selection = self.agents[0] if self.agents else None
            return
        self._cumulative_rewards[agent] = 0.0
        self._update(self._env.act_id(action))

    def close(self):
        self._env.close()
