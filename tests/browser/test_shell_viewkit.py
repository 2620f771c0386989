"""web/app/viewkit.js: the helpers every game view shares (stylesheet, rules help,
keyboard filter, screen-reader announcements), exercised in the real page."""

from __future__ import annotations

from typing import Any

KIT = "await import(new URL('web/app/viewkit.js', document.baseURI).href)"


def test_viewkit_stylesheet_keys_announcer_and_help(new_page: Any, helpers: Any) -> None:
    page = new_page()
    helpers.open_app(page)
    result = page.evaluate(
        f"""async () => {{
        const kit = {KIT};
        const out = {{}};
        const root = document.createElement("div");
        document.getElementById("route").append(root);
        // stylesheet: added to <head>, removed again
        const style = kit.useStylesheet(new URL("web/app/app.css", document.baseURI));
        await style.loaded;
        out.linked = document.head.contains(style.link);
        style.remove();
        out.unlinked = !document.head.contains(style.link);
        // keyboard filter
        const seen = [];
        const keys = kit.onViewKeys(root, (e) => seen.push(e.key));
        const input = document.createElement("input");
        root.append(input);
        const press = (target, key, extra = {{}}) =>
          target.dispatchEvent(new KeyboardEvent("keydown", {{ key, bubbles: true, cancelable: true, ...extra }}));
        press(document.body, "a");
        press(document.body, "b", {{ ctrlKey: true }});
        press(document.body, "c", {{ metaKey: true }});
        press(document.body, "?", {{ shiftKey: true }});
        press(input, "d");
        root.hidden = true;
        press(document.body, "e");
        root.hidden = false;
        keys.remove();
        press(document.body, "f");
        out.keys = seen;
        // announcer: says, clears; clearLiveRegions empties it and every other live region
        const live = kit.announcer(root);
        live.say("Aki: your secret is 42");
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        out.said = live.element.textContent;
        out.politeness = live.element.getAttribute("aria-live");
        live.clear();
        out.cleared = live.element.textContent;
        live.say("again");
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const status = document.createElement("p");
        status.setAttribute("role", "status");
        status.textContent = "status text";
        root.append(status);
        out.emptied = kit.clearLiveRegions(root);
        out.after = [live.element.textContent, status.textContent];
        live.destroy();
        out.destroyed = !root.contains(live.element);
        // help dialog: built on open, closes with its button, gone after destroy
        let built = 0;
        let closed = 0;
        const help = kit.helpDialog(root, {{ lang: "en" }}, {{
          id: "kit-help", title: "How to play", closeLabel: "Close",
          body: () => {{ built++; const p = document.createElement("p"); p.textContent = "Take stones."; return [p]; }},
          onClose: () => closed++,
        }});
        await help.open();
        out.open = help.isOpen() && document.activeElement?.id === "kit-help-x";
        out.helpText = help.element.innerText;
        out.labelled = document.getElementById(help.element.getAttribute("aria-labelledby"))?.textContent;
        document.getElementById("kit-help-close").click();
        await new Promise((r) => setTimeout(r, 50));  // the close event is a task
        out.closedNow = !help.isOpen() && closed === 1;
        await help.open();
        out.built = built;
        help.destroy();
        out.helpGone = !document.getElementById("kit-help");
        // the game's bot levels close the rules help, one line each, in the reader's language
        const t = (key, args) => key === "app.setup.levels_help" ? "Bot levels" : key === "app.close" ? "Close (app)"
          : key === "app.setup.level" ? `Level ${{args.n}}: ${{args.name}}` : key.endsWith(".1") ? "Beginner" : "Expert";
        const levels = [
          {{ level: 1, about: {{ en: "Plays at random.", ja: "ランダムに指します。" }} }},
          {{ level: 5, about: {{ en: "Looks far ahead.", ja: "じっくり先を読みます。" }} }},
        ];
        const withLevels = kit.helpDialog(root, {{ lang: "ja", t, levels }}, {{ id: "kit-help-levels", title: "Help" }});
        await withLevels.open();
        out.levels = [...withLevels.element.querySelectorAll(".vk-help-levels li")].map((li) => li.textContent);
        out.levelsTitle = withLevels.element.querySelector(".vk-help-levels h3")?.textContent;
        // no closeLabel: the close buttons say the app's "Close"
        out.closeText = withLevels.element.querySelector(".vk-help-close")?.textContent;
        withLevels.destroy();
        // a help body's parts: a section under its h3, a paragraph of the view's message
        const parts = kit.helpParts((key, args) => `${{key}}:${{args?.n ?? ""}}`);
        out.helpParts = parts.sec("Goal", parts.p("goal", {{ n: 2 }}), parts.p("more")).outerHTML;
        root.remove();
        return out;
    }}"""
    )
    assert result["linked"] and result["unlinked"]
    assert result["keys"] == ["a", "?"], result["keys"]
    assert result["said"] == "Aki: your secret is 42" and result["politeness"] == "polite"
    assert result["cleared"] == ""
    assert result["emptied"] >= 2 and result["after"] == ["", ""]
    assert result["destroyed"]
    assert result["open"] and "How to play" in result["helpText"] and "Take stones." in result["helpText"]
    assert result["labelled"] == "How to play"
    assert result["closedNow"] and result["built"] == 2 and result["helpGone"]
    assert result["helpText"].count("Bot levels") == 0, "no levels in the context: no list"
    assert result["levelsTitle"] == "Bot levels"
    assert result["closeText"] == "Close (app)"
    assert result["helpParts"] == "<section><h3>Goal</h3><p>goal:2</p><p>more:</p></section>"
    assert result["levels"] == ["Level 1: Beginner — ランダムに指します。", "Level 5: Expert — じっくり先を読みます。"]
