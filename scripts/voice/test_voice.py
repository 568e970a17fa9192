"""Checks of the pure parts of the voice sample generator: (cd scripts && python3 -m unittest voice.test_voice)"""

import unittest

from voice import human as H
from voice import plan as P
from voice import titles as T


class TitlesTests(unittest.TestCase):
    def test_numbers_are_said_like_people_say_them(self):
        cases = {7: "seven", 22: "twenty two", 99: "ninety nine", 100: "one hundred", 1999: "nineteen ninety nine",
                 1905: "nineteen oh five", 2002: "two thousand two", 2011: "twenty eleven"}
        for n, said in cases.items():
            self.assertEqual(T.number_words(n), said, n)

    def test_derived_spoken_titles_drop_versions_and_punctuation(self):
        cases = {"Hey Jude (Remastered 2015)": "hey jude", "Whole Lotta Love - 1990 Remaster": "whole lotta love",
                 "Smooth (feat. Rob Thomas)": "smooth", "99 Luftballons": "ninety nine luftballons",
                 "Symphony No. 9": "symphony number nine", "Für Elise": "fur elise"}
        for title, said in cases.items():
            self.assertEqual(T.derived_spoken(title), said, title)

    def test_derived_partials_do_not_start_with_a_function_word(self):
        self.assertEqual(T.partials("The Sound of Silence"), ["sound of silence"])
        self.assertEqual(T.partials("Ain't No Mountain High Enough"), ["high enough"])

    def test_pool_has_no_duplicates_and_keeps_pack_titles_first(self):
        pool = T.title_pool(["Ode to Joy", "Habanera", "22"])
        self.assertEqual(pool[:3], ["Ode to Joy", "Habanera", "22"])
        self.assertEqual(len(pool), len(set(pool)))


class PlanTests(unittest.TestCase):
    def test_quota_adds_up_and_is_about_seventy_percent_in_choice(self):
        for count in (20, 100, 144):
            quota = P.type_quota(count)
            self.assertEqual(sum(quota.values()), count)
            in_choice = sum(quota[name] for name, _, inside in P.TYPES if inside)
            self.assertAlmostEqual(in_choice / count, 0.70, delta=0.03)

    def test_every_sample_is_consistent(self):
        for set_name in ("dev", "heldout"):
            plan = P.make_plan(set_name, 120, [], 6)
            for s in plan:
                self.assertEqual(len(set(s["choices"])), len(s["choices"]), s["note"])
                self.assertTrue(2 <= len(s["choices"]) <= 6, s["note"])
                inside = dict((n, i) for n, _, i in P.TYPES)[s["type"]]
                self.assertEqual(s["expect"] is not None, inside, s["note"])
                if s["expect"] is not None:
                    self.assertIn(s["expect"], s["choices"])
            bleed = sum("bleed" in s["cond"] for s in plan)
            self.assertEqual(bleed, 30)

    def test_index_answers_point_at_the_said_position(self):
        for s in P.make_plan("dev", 160, [], 6):
            if s["type"] == "index":
                words = s["text"].split()
                if len(words) > 1 and words[-1] == "one" and words[-2] in P.ORDINALS:
                    words = words[:-1]  # "the third one"
                for i, forms in enumerate(zip(P.NUMBERS, P.LETTERS, P.ORDINALS)):
                    if any(f in words for f in forms) and i < len(s["choices"]):
                        self.assertEqual(s["expect"], s["choices"][i], s["note"])

    def test_other_titles_are_not_among_the_choices(self):
        for s in P.make_plan("heldout", 100, [], 6):
            if s["type"] == "other-title":
                other = s["note"].split("not a choice: ")[1].split(")")[0]
                self.assertNotIn(other, s["choices"])

    def test_plan_is_deterministic_and_sets_differ(self):
        self.assertEqual(P.make_plan("dev", 50, [], 6), P.make_plan("dev", 50, [], 6))
        self.assertNotEqual(P.make_plan("dev", 50, [], 6), P.make_plan("heldout", 50, [], 6))

    def test_dev_uses_espeak_and_heldout_never_does(self):
        dev = {s["voice"]["engine"] for s in P.make_plan("dev", 160, [], 6) if "voice" in s}
        held = {s["voice"]["engine"] for s in P.make_plan("heldout", 100, [], 6) if "voice" in s}
        self.assertEqual(dev, {"espeak"})
        self.assertEqual(held, {"flite", "festival"})

    def test_game_variant_keeps_bleed_samples_with_playback_and_a_long_lead(self):
        plan = P.make_plan("dev", 160, [], 6)
        game = P.game_variant(plan)
        self.assertEqual([s["name"] for s in game],
                         [s["name"] for s in plan if "bleed" in s["cond"] and not s["cond"]["bleed"].get("no_playback")])
        for s in game:
            self.assertTrue(3 <= s["cond"]["lead"] <= 8, s["note"])
            self.assertIn(f"pad {s['cond']['lead']}/", s["note"])
        self.assertTrue(all(s["cond"]["lead"] < 3 for s in plan), "game_variant changed the plan it was given")
        self.assertEqual(game, P.game_variant(P.make_plan("dev", 160, [], 6)))

    def test_command_variant_says_known_commands_half_over_music(self):
        for set_name in ("dev", "heldout"):
            commands = P.command_variant(P.make_plan(set_name, 160, [], 6), 6)
            self.assertEqual(len(commands), 56)
            self.assertEqual(len({s["name"] for s in commands}), 56)
            for s in commands:
                self.assertIn(s["text"], P.COMMAND_PHRASES)
                self.assertIsNone(s["expect"])
                self.assertIn(f'command "{s["text"]}"', s["note"])
            over_music = [s for s in commands if "bleed" in s["cond"]]
            self.assertEqual(len(over_music), 28)
            self.assertTrue(all(3 <= s["cond"]["lead"] <= 8 for s in over_music))

    def test_chatter_variant_is_long_talk_with_no_answer_and_sets_differ(self):
        for set_name in ("dev", "heldout"):
            chatter = P.chatter_variant(P.make_plan(set_name, 160, [], 6), set_name, 6)
            self.assertEqual(len(chatter), 30)
            for s in chatter:
                self.assertIn(s["text"], P.CHATTER[set_name])
                self.assertGreaterEqual(len(s["text"].split()), 14, s["text"])
                self.assertIsNone(s["expect"])
                self.assertTrue(2 <= len(s["choices"]) <= 6)
            self.assertEqual(sum("bleed" in s["cond"] for s in chatter), 10)
        self.assertFalse(set(P.CHATTER["dev"]) & set(P.CHATTER["heldout"]))

    def test_nearmiss_variant_offers_the_cousin_never_the_title_said(self):
        for set_name in ("dev", "heldout"):
            plan = P.make_plan(set_name, 160, [], 6)
            near = P.nearmiss_variant(plan, set_name, T.title_pool([]), 6)
            pairs = P.NEAR_MISSES[set_name]
            self.assertEqual(len(near), 2 * len(pairs))
            for i, s in enumerate(near):
                title, cousin = pairs[i // 2]
                self.assertIsNone(s["expect"])
                self.assertEqual(s["text"], T.spoken(title))
                self.assertIn(cousin, s["choices"])
                self.assertNotIn(title, s["choices"])
                self.assertEqual(len(set(s["choices"])), len(s["choices"]))
                self.assertTrue(2 <= len(s["choices"]) <= 6)
                self.assertIn(f'near miss "{s["text"]}" (a choice: {cousin})', s["note"])
            self.assertEqual(sum("bleed" in s["cond"] for s in near), (len(near) + 2) // 3)
            self.assertEqual(near, P.nearmiss_variant(plan, set_name, T.title_pool([]), 6))
        said = lambda name: {title for title, _ in P.NEAR_MISSES[name]}
        self.assertFalse(said("dev") & said("heldout"))


class HumanPlanTests(unittest.TestCase):
    def test_every_recording_is_used_and_answers_are_among_the_choices(self):
        plan = H.make_plan([], 6)
        self.assertEqual({s["voice"]["path"] for s in plan}, {r[0] for r in H.RECORDINGS})
        for s in plan:
            self.assertEqual(s["voice"]["engine"], "recording")
            self.assertEqual(len(set(s["choices"])), len(s["choices"]), s["note"])
            self.assertTrue(2 <= len(s["choices"]) <= 6, s["note"])
            if s["expect"] is not None:
                self.assertIn(s["expect"], s["choices"])
        self.assertEqual(plan, H.make_plan([], 6))

    def test_near_misses_leave_the_said_title_out_and_its_cousin_in(self):
        titles = {r[0]: r[2] for r in H.RECORDINGS}
        misses = [s for s in H.make_plan([], 6) if s["type"] == "other-title"]
        self.assertEqual(len(misses), len(H.NEAR_MISSES))
        for s in misses:
            said = titles[s["voice"]["path"]]
            self.assertNotIn(said, s["choices"])
            self.assertIn(H.NEAR_MISSES[said], s["choices"])
            self.assertIsNone(s["expect"])

    def test_each_answer_is_heard_clean_narrowband_noisy_and_over_music(self):
        plan = H.make_plan([], 6)
        for path, _, title, _ in H.RECORDINGS:
            if title:
                conds = [s["cond"] for s in plan if s["voice"]["path"] == path and s["expect"] == title]
                self.assertEqual(len(conds), 4)
                self.assertEqual(sum(c["rate"] == 8000 for c in conds), 1)
                self.assertEqual(sum("noise" in c for c in conds), 1)
                self.assertEqual(sum("bleed" in c for c in conds), 1)


if __name__ == "__main__":
    unittest.main()
