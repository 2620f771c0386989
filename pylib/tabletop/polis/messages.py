"""The log messages of Polis, in English and Japanese (``polis.<key>``).

One line for each step of the rules of ``docs/rules/polis.md``: set-up (§3), the actions of a turn (§4), the
round end (§5), battles exchange by exchange (§6) and the end (§7); ``REASONS`` says why an action is refused.
"""

from __future__ import annotations

from ..core.i18n import register

ID = "polis"

MESSAGES = {
    "setup": {"en": "The game is set up.", "ja": "ゲームの準備が整いました。"},
    "round_start": {"en": "Round {name} begins.", "ja": "ラウンド「{name}」開始。"},
    # the parts of the game (State.chapter_name): rounds by name, turns counted from 1
    "chapter.round": {"en": "Round {name}", "ja": "ラウンド「{name}」"},
    "chapter.turn": {"en": "Turn {n}: {player}", "ja": "{n}手番目：{player}"},
    "event": {"en": "Event: {event}.", "ja": "イベント：{event}。"},
    "event_unit": {"en": "{player} gets 1 {unit} in {node}.", "ja": "{player}：{node}に{unit}+1。"},
    "event_unit_lost": {
        "en": "{player} cannot place the {unit} in {node}.",
        "ja": "{player}は{node}に{unit}を置けません。",
    },
    "event_unit_removed": {
        "en": "{player} removes a {unit} from {node}.",
        "ja": "{player}は{node}の{unit}を1つ取り除きました。",
    },
    "event_res": {"en": "{player} gets {n} {resource}.", "ja": "{player}：{resource}+{n}。"},
    "event_prestige": {"en": "{player} gains {n:prestige point|prestige points}.", "ja": "{player}：名声点+{n}。"},
    "event_market": {"en": "The {market} marker moves to {to}.", "ja": "{market}市場のマーカーが{to}へ。"},
    "event_citizens": {"en": "{polis} now has {n:citizen|citizens}.", "ja": "{polis}の市民は{n}人になりました。"},
    "event_closed": {"en": "{market} is closed this round.", "ja": "このラウンド、{market}市場は閉鎖。"},
    "first_player": {"en": "{player} is the first player.", "ja": "{player}がスタートプレイヤーです。"},
    "pass": {"en": "{player} passes.", "ja": "{player}はパスしました。"},
    "surcharge": {
        "en": "{player} pays 1 {resource} (the other side has passed).",
        "ja": "{player}は追加で{resource}1を支払いました。",
    },
    "hoplites": {
        "en": "{player} raises {n:hoplite|hoplites} at {polis} in {land}.",
        "ja": "{player}は{polis}で重装歩兵{n}を編成（{land}）。",
    },
    "galleys": {
        "en": "{player} builds {n:galley|galleys} at {polis} in {sea}.",
        "ja": "{player}は{polis}でガレー船{n}を建造（{sea}）。",
    },
    "merchants": {
        "en": "{player} builds {n:merchant ship|merchant ships} at {polis}.",
        "ja": "{player}は{polis}で商船{n}を建造。",
    },
    "project": {"en": "{player} starts the {tile} in {polis}.", "ja": "{player}は{polis}で{tile}の建設を開始。"},
    "march": {"en": "{player} moves hoplites to {dest}.", "ja": "{player}は重装歩兵を{dest}へ移動。"},
    "sail": {"en": "{player} moves galleys to {dest}.", "ja": "{player}はガレー船を{dest}へ移動。"},
    "moved": {"en": "{player}: {n} from {src} to {dest}.", "ja": "{player}：{src}から{dest}へ{n}。"},
    "siege": {
        "en": "{player} besieges {polis}: the d4 shows {die} (needs {need}).",
        "ja": "{player}が{polis}を包囲：d4は{die}（必要{need}）。",
    },
    "siege_won": {
        "en": "{player} takes {polis} and gains {prestige:prestige point|prestige points}.",
        "ja": "{player}は{polis}を獲得し、名声点{prestige}を得ました。",
    },
    "siege_lost": {
        "en": "The siege of {polis} fails; {player} loses a hoplite.",
        "ja": "{polis}の包囲は失敗。{player}は重装歩兵1を失いました。",
    },
    "neutral": {"en": "{polis} becomes neutral.", "ja": "{polis}は中立都市に戻りました。"},
    "captured": {
        "en": "{player} captures {other}'s proxenos.",
        "ja": "{player}は{other}のプロクセノスを捕虜にしました。",
    },
    "collect": {"en": "{player} collects in {land}: {goods}.", "ja": "{player}は{land}で徴収：{goods}。"},
    "trade": {"en": "{player} sends a merchant ship to {market}.", "ja": "{player}は商船を{market}へ送りました。"},
    "got": {"en": "{player} gets 1 {resource} for {goods}.", "ja": "{player}は{goods}で{resource}1を得ました。"},
    "bought": {"en": "{player} buys 1 wheat for {n} silver.", "ja": "{player}は銀{n}で小麦1を買いました。"},
    "market_move": {
        "en": "{market}: the dice show {dice}; the marker moves from {from} to {to}.",
        "ja": "{market}：ダイス{dice}、マーカーは{from}から{to}へ。",
    },
    "proxenos": {
        "en": "{player}'s proxenos moves to {polis} (bribes: {n} silver).",
        "ja": "{player}のプロクセノスが{polis}へ移動（賄賂：銀{n}）。",
    },
    "redeem": {"en": "{player} redeems their proxenos.", "ja": "{player}はプロクセノスを解放させました。"},
    "civilwar": {
        "en": "{player} instigates civil war in {polis} for {n} silver "
        "and gains {prestige:prestige point|prestige points}.",
        "ja": "{player}は銀{n}で{polis}に内乱を扇動し、名声点{prestige}を得ました。",
    },
    "battle": {"en": "Battle in {node}! {player} attacks first.", "ja": "{node}で戦闘！{player}が先に攻撃。"},
    "drawn": {"en": "You draw {cards}.", "ja": "あなたの手札：{cards}。"},
    "drawn_public": {"en": "Both sides draw their battle cards.", "ja": "両陣営が戦闘カードを引きました。"},
    "retreat": {"en": "{player} retreats to {dest}.", "ja": "{player}は{dest}へ撤退しました。"},
    "retreat_off": {
        "en": "{player} retreats; the units are removed.",
        "ja": "{player}は撤退し、ユニットは除去されました。",
    },
    "attack": {"en": "{player} attacks with {cards}.", "ja": "{player}の攻撃：{cards}。"},
    "defend": {
        "en": "{player} answers with {cards}: {losses:unit|units} lost; "
        "the attacker gains {prestige:prestige point|prestige points}.",
        "ja": "{player}の防御：{cards}。損失{losses}、攻撃側の名声点+{prestige}。",
    },
    "battle_end": {"en": "The battle in {node} is over.", "ja": "{node}の戦闘が終わりました。"},
    "round_end": {"en": "The round ends.", "ja": "ラウンド終了。"},
    "projects_done": {
        "en": "{player} completes the {tile} in {polis} (+{prestige:prestige point|prestige points}).",
        "ja": "{player}は{polis}の{tile}を完成（名声点+{prestige}）。",
    },
    "fed": {
        "en": "{player} feeds the citizens: {wheat} wheat, {prestige} prestige.",
        "ja": "{player}の食糧供給：小麦{wheat}、名声点{prestige}。",
    },
    "released": {
        "en": "{player} cannot feed every citizen and gives up the polis of {polis}, which becomes neutral.",
        "ja": "{player}は市民を養いきれず、ポリス「{polis}」を手放しました（中立都市に戻ります）。",
    },
    "grow": {"en": "{player} grows {polis} by {n}.", "ja": "{player}は{polis}の人口を{n}増やしました。"},
    "megalopolis": {
        "en": "{player}: megalopolis, +{n:prestige point|prestige points}.",
        "ja": "{player}：メガロポリスで名声点+{n}。",
    },
    "storage": {
        "en": "{player} loses {wheat} wheat, {wine} wine and {oil} oil in storage.",
        "ja": "{player}は倉庫で小麦{wheat}、ワイン{wine}、油{oil}を失いました。",
    },
    "tax": {"en": "{player} raises a tax: 1 prestige for 1 silver.", "ja": "{player}は徴税：名声点1で銀1。"},
    "game_over": {"en": "The game is over: {reason}.", "ja": "ゲーム終了：{reason}。"},
    "score": {"en": "{player} scores {n}.", "ja": "{player}の得点：{n}。"},
}

REASONS = {
    "rounds": {"en": "all four rounds were played", "ja": "4ラウンドが終了"},
    "feeding": {"en": "a side could not feed its citizens", "ja": "食糧供給ができなかった"},
    "prestige": {"en": "a side has no prestige left", "ja": "名声点が0になった"},
}

register(ID, MESSAGES)
