package dev.tenace.suitability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;

import dev.tenace.core.card.Card;
import dev.tenace.core.card.Suit;
import dev.tenace.core.game.Action;
import dev.tenace.core.testkit.UtilityProperty;
import dev.tenace.core.trick.Trick;
import dev.tenace.core.trick.TrickOrder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Properties of Suitability: trick winners for all 24 role assignments, scores, rounding,
 * statistics.
 */
class SuitabilityPropertiesTest {

  /** Reference winner of a two-card trick from the rules text (§5.3, §8.1). */
  static boolean beats(Card b, Card led, Suit trump, Suit reverse) {
    if (led.isJoker() || b.isJoker()) {
      return false;
    }
    if (b.suit() == led.suit()) {
      return b.suit() == reverse
          ? b.rank().ordinal() < led.rank().ordinal()
          : b.rank().ordinal() > led.rank().ordinal();
    }
    return b.suit() == trump;
  }

  @Test
  @DisplayName(
      "suitability §5.3, §8.1: every one of the 24 role assignments, every pair of the 55 cards, jokers included")
  void allRoleAssignments() {
    List<Role[]> perms = new ArrayList<>();
    permute(new Role[] {Role.TRUMP, Role.PENALTY, Role.REVERSE, Role.PLAIN}, 0, perms);
    assertThat(perms).hasSize(24);
    SuitabilityRules five = SuitabilityRules.builder().players(5).build();
    for (Role[] roles : perms) {
      Suit trump = null;
      Suit reverse = null;
      for (int i = 0; i < 4; i++) {
        if (roles[i] == Role.TRUMP) {
          trump = Suit.ofOrdinal(i);
        }
        if (roles[i] == Role.REVERSE) {
          reverse = Suit.ofOrdinal(i);
        }
      }
      TrickOrder o = TrickOrder.suitRoles(trump, reverse, true);
      for (Card led : five.deck().cards()) {
        for (Card other : five.deck().cards()) {
          if (led != other) {
            int expected = beats(other, led, trump, reverse) ? 1 : 0;
            assertThat(Trick.lead(2, 0).with(led).with(other).winner(o)).isEqualTo(expected);
          }
        }
      }
    }
  }

  private static void permute(Role[] a, int k, List<Role[]> out) {
    if (k == a.length) {
      out.add(a.clone());
      return;
    }
    for (int i = k; i < a.length; i++) {
      Role t = a[k];
      a[k] = a[i];
      a[i] = t;
      permute(a, k + 1, out);
      a[i] = a[k];
      a[k] = t;
    }
  }

  @Test
  @DisplayName(
      "suitability §6: scores are never negative; no penalty card gives 10t + 10; rounding differs only at fractions >= .5")
  void scores() {
    SuitabilityRules half = SuitabilityRules.defaults();
    SuitabilityRules down = SuitabilityRules.defaults().withRoundDown(true);
    qt().withExamples(2000)
        .forAll(
            SourceDSL.integers().between(0, 14),
            SourceDSL.integers().between(0, 14),
            SourceDSL.integers().between(0, 3))
        .checkAssert(
            (t, p, k) -> {
              Privilege pr = Privilege.values()[k];
              int a = SuitabilityScoring.score(half, pr, t, p);
              int b = SuitabilityScoring.score(down, pr, t, p);
              assertThat(a).isNotNegative();
              assertThat(b).isNotNegative();
              if (pr == Privilege.NONE && p == 0) {
                assertThat(a).isEqualTo(10 * t + 10);
              }
              if (pr == Privilege.NONE && p > 0) {
                double exact = 10.0 * t / p;
                boolean upper = exact - Math.floor(exact) >= 0.5;
                assertThat(a - b).isEqualTo(upper ? 1 : 0);
              }
            });
  }

  @Test
  @DisplayName(
      "suitability counted statistics: random play reaches every privilege and every role assignment")
  void rareCasesAreReached() {
    Set<String> privileges = new HashSet<>();
    Set<String> assignments = new HashSet<>();
    for (long seed = 0; seed < 1500; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      SuitabilityState s =
          SuitabilityState.deal(SuitabilityRules.defaults(), (int) (seed % 4), seed);
      while (!s.isTerminal()) {
        List<Action> legal = s.legalActions(s.toMove());
        s = s.apply(s.toMove(), legal.get(rng.nextInt(legal.size()))).get();
      }
      StringBuilder a = new StringBuilder();
      for (Suit x : Suit.values()) {
        a.append(s.role(x).get().ordinal()).append(",");
      }
      assignments.add(a.toString());
      privileges.add(s.privilege(s.dealer()).get().name());
      int total = 0;
      for (int x = 0; x < 4; x++) {
        total += s.tricks(x);
        assertThat(s.scores().get(x)).isNotNegative();
      }
      assertThat(total).isEqualTo(13);
    }
    assertThat(privileges).hasSize(4);
    assertThat(assignments).hasSize(24);
  }

  @Test
  @DisplayName(
      "suitability §6, §8: every seat's utility in a random deal lies in the utility range of its rules; deals whose utilities do not sum to 0 are reached, and zero-sum is not claimed")
  void utilityInRange() {
    List<SuitabilityRules> all =
        List.of(
            SuitabilityRules.defaults(),
            SuitabilityRules.defaults().withPartnerships(true),
            SuitabilityRules.defaults().withRoundDown(true),
            SuitabilityRules.builder().players(2).build(),
            SuitabilityRules.builder().players(3).build(),
            SuitabilityRules.builder().players(5).build());
    int notZeroSum = UtilityProperty.check(SuitabilityGame.INSTANCE, all, false);
    assertThat(all).hasSizeGreaterThan(5);
    assertThat(notZeroSum).as("deals whose utilities do not sum to 0").isGreaterThan(50);
  }
}
