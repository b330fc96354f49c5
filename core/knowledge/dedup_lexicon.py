"""The words the near-duplicate guard reads as one: a small, curated English lexicon.

A reworded lesson keeps its meaning but not its words: "run" becomes "execute", "needs"
becomes "requires", "ran" and "running" stand for "run", "turn off" for "disable". The guard
compares lessons after mapping each word here to one lemma, so such rewordings compare
equal; everything not listed is left to the Snowball stemmer.

Invariant: a word maps to one lemma only, and only words that mean the same thing in a
lesson about software work are grouped (imperative verbs and common nouns of the trade);
a group never joins opposites (enable/disable, before/after, increase/decrease stay apart).
The figures the map buys are measured on held-out pairs by bench/dedup_eval.py. Beside it:
the flags of common command-line tools (`COMMAND_FLAGS`), so a command's flags have one form,
and common words of lessons in five other languages (`FOREIGN`), so a tombstone knows a
translated word when it sees one.
"""

from __future__ import annotations

SYNONYMS: tuple[tuple[str, ...], ...] = (
    # verbs (the first word of a group is its lemma)
    ("run", "execute", "invoke", "launch", "trigger", "start", "rerun"),
    ("need", "require", "necessary", "needed", "required"),
    ("use", "utilize", "utilise", "employ", "leverage"),
    ("remove", "delete", "erase", "purge", "wipe", "clear", "rm", "drop"),
    ("create", "generate", "add"),
    ("update", "upgrade", "bump", "refresh", "regenerate", "rebuild"),
    ("check", "verify", "confirm", "validate", "ensure", "inspect", "scan", "examine", "preview"),
    ("fail", "break", "broken", "crash", "failing", "failure"),
    ("fix", "repair", "resolve"),
    ("restart", "reboot", "relaunch", "bounce"),
    ("stop", "halt", "kill", "terminate"),
    ("configure", "set", "setup", "define"),
    ("change", "modify", "edit", "alter", "adjust", "tweak"),
    ("deploy", "ship", "publish", "rollout"),
    ("commit", "checkin"),
    ("push", "upload"),
    ("pull", "fetch", "download", "retrieve"),
    ("build", "compile"),
    ("wait", "pause"),
    ("prefer", "favor", "favour", "choose", "pick"),
    ("keep", "retain", "preserve", "maintain", "stay"),
    ("disable", "deactivate"),
    ("enable", "activate"),
    ("revert", "rollback", "undo"),
    ("pin", "lock"),
    ("increase", "raise", "extend", "grow"),
    ("decrease", "lower", "reduce", "shrink"),
    ("notify", "alert", "inform", "tell", "ping", "page", "warn"),
    ("ask", "request"),
    ("finish", "conclude"),
    ("cancel", "abort"),
    ("empty", "drain", "flush"),
    ("describe", "explain"),
    ("allow", "permit"),
    ("forbid", "prohibit", "disallow", "deny", "refuse", "reject", "block"),
    ("limit", "cap", "restrict", "throttle"),
    ("split", "divide", "shard"),
    ("save", "store", "persist"),
    ("send", "forward", "transmit", "mail", "email"),
    ("show", "display", "print", "output", "echo"),
    ("find", "locate"),
    ("hang", "stall"),
    ("contain", "hold", "include"),
    # nouns and adjectives
    ("error", "exception", "fault"),
    ("directory", "folder", "dir"),
    ("repo", "repository"),
    ("config", "configuration", "settings", "setting", "cfg"),
    ("dependency", "dependencies", "deps", "dep"),
    ("environment", "env"),
    ("database", "db"),
    ("doc", "docs", "documentation"),
    ("credential", "secret", "password"),
    ("large", "big", "huge"),
    ("full", "complete", "entire", "whole"),
    ("fast", "quick", "rapid"),
    ("wrong", "incorrect"),
    ("stale", "outdated", "obsolete", "old"),
    ("server", "host", "machine", "box"),
    ("variable", "var"),
    ("small", "tiny"),
    ("production", "prod"),
    ("development", "dev"),
    ("command", "cmd"),
    ("app", "application"),
    ("message", "msg"),
    ("bug", "issue", "problem"),
    ("flaky", "intermittent", "unreliable", "unstable"),
    ("before", "prior", "ahead", "beforehand"),
    ("pr", "mr"),
    ("certificate", "cert"),
    ("postgres", "postgresql"),
    ("authentication", "auth"),
)
"""Words that say the same thing in a lesson; each maps to its group's first word."""

PHRASES: dict[tuple[str, ...], str] = {
    ("turn", "off"): "disable",
    ("switch", "off"): "disable",
    ("turn", "on"): "enable",
    ("switch", "on"): "enable",
    ("roll", "back"): "revert",
    ("roll", "out"): "deploy",
    ("kick", "off"): "run",
    ("spin", "up"): "start",
    ("check", "in"): "commit",
    ("set", "up"): "configure",
    ("get", "rid", "of"): "remove",
    ("tear", "down"): "remove",
    ("shut", "down"): "stop",
    ("spin", "down"): "stop",
    ("look", "up"): "find",
    ("figure", "out"): "find",
    ("log", "in"): "login",
    ("sign", "in"): "login",
    ("hold", "off"): "wait",
    ("prior", "to"): "before",
    ("ahead", "of"): "before",
    ("in", "advance"): "before",
    ("pull", "request"): "pr",
    ("merge", "request"): "mr",
    ("by", "hand"): "manually",
    ("no", "later", "than"): "within",
    ("at", "most"): "max",
    ("no", "more", "than"): "max",
    ("not", "more", "than"): "max",
    ("from", "now", "on"): "",
    ("going", "forward"): "",
    ("rather", "than"): "instead",
    ("instead", "of"): "instead",
}
"""Several words that stand for one (or, mapped to "", for none: a framing, not content)."""

NUMERONYMS: dict[str, str] = {
    "k8s": "kubernetes",
    "i18n": "internationalization",
    "l10n": "localization",
    "a11y": "accessibility",
    "o11y": "observability",
    "e2e": "end-to-end",
}
"""Words written as a numeronym, read as the word they abbreviate: their digit is no number,
so `k8s` is no payload that "Kubernetes" lacks."""

_NUMBER_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve",
    "twenty thirty forty fifty sixty",
)
NUMBERS: dict[str, str] = {
    **{word: str(n) for n, word in enumerate(_NUMBER_WORDS[0].split())},
    **{word: str(10 * n) for n, word in enumerate(_NUMBER_WORDS[1].split(), 2)},
    "single": "1",
}
"""Number words, read as the digits they stand for (a number is part of the payload)."""

_MODAL_WORDS = "need needs needed have has had ought got gotta required supposed want wants"
MODALS: frozenset[str] = frozenset(_MODAL_WORDS.split())
"""Followed by "to", these only frame the verb after them ("you need to run X" is "run X")."""

IRREGULAR: dict[str, str] = {
    form: lemma
    for lemma, *forms in (
        line.split()
        for line in """
        run ran
        build built
        write wrote written
        break broke broken
        take took taken
        give gave given
        go went gone
        get got gotten
        keep kept
        begin began begun
        choose chose chosen
        forget forgot forgotten
        hide hid hidden
        know knew known
        lose lost
        find found
        send sent
        spend spent
        feel felt
        hold held
        bring brought
        think thought
        catch caught
        fall fell fallen
        drive drove driven
        show shown
        throw threw thrown
        grow grew grown
        draw drew drawn
        speak spoke spoken
        freeze froze frozen
        mean meant
        pay paid
        say said
        tell told
        sell sold
        stand stood
        understand understood
        sit sat
        hang hung
        """.strip().splitlines()
    )
    for form in forms
}
"""Irregular verb forms the stemmer cannot relate to their lemma."""

OPPOSITES: tuple[tuple[str, str], ...] = (
    ("enable", "disable"),
    ("increase", "decrease"),
    ("before", "after"),
    ("start", "stop"),
    ("allow", "forbid"),
    ("hold", "release"),
    ("create", "remove"),
    ("include", "exclude"),
    ("lock", "unlock"),
    ("encrypt", "decrypt"),
    ("upper", "lower"),
    ("min", "max"),
    ("minimum", "maximum"),
    ("first", "last"),
    ("local", "remote"),
    ("public", "private"),
    ("open", "close"),
    ("import", "export"),
    ("headless", "headed"),
    ("sync", "async"),
    ("synchronous", "asynchronous"),
    ("on", "off"),
    ("above", "below"),
    ("more", "less"),
    ("early", "late"),
    ("show", "hide"),
    ("accept", "reject"),
    ("success", "failure"),
    ("inbound", "outbound"),
    ("ingress", "egress"),
    ("upload", "download"),
    ("ios", "android"),
)
"""Words whose lessons say opposite things: two lessons, one with each, are different."""

_COMMAND_FLAG_TEXT = """
curl: f:fail s:silent S:show-error L:location k:insecure I:head v:verbose i:include
      O:remote-name J:remote-header-name G:get o=output X=request H=header d=data u=user
      A=user-agent e=referer b=cookie c=cookie-jar T=upload-file x=proxy m=max-time
wget: q:quiet c:continue N:timestamping r:recursive k:convert-links p:page-requisites
      O=output-document o=output-file U=user-agent P=directory-prefix t=tries T=timeout
rm: r:recursive R:recursive f:force i:interactive v:verbose d:dir
tar: x:extract c:create t:list z:gzip j:bzip2 J:xz v:verbose p:preserve-permissions
     k:keep-old-files f=file C=directory
ls: l:long a:all A:almost-all h:human-readable t:sort-time r:reverse R:recursive S:sort-size
    d:directory 1:one-per-line
grep: r:recursive R:dereference-recursive i:ignore-case n:line-number v:invert-match
      l:files-with-matches c:count w:word-regexp x:line-regexp E:extended-regexp
      F:fixed-strings o:only-matching q:quiet s:no-messages h:no-filename H:with-filename
      e=regexp f=file A=after-context B=before-context C=context m=max-count
chmod: R:recursive v:verbose f:silent c:changes
chown: R:recursive v:verbose h:no-dereference
cp: r:recursive R:recursive f:force i:interactive v:verbose a:archive p:preserve n:no-clobber
mv: f:force i:interactive v:verbose n:no-clobber
ssh: v:verbose q:quiet A:forward-agent N:no-command f:background T:no-tty t:tty C:compression
     4:ipv4 6:ipv6 i=identity p=port l=login-name L=local-forward R=remote-forward
     D=dynamic-forward o=option J=proxy-jump F=config
npm: g:global D:save-dev S:save E:save-exact f:force y:yes q:quiet w=workspace
pip: U:upgrade q:quiet v:verbose e=editable r=requirement c=constraint t=target
     i=index-url y:yes
docker: d:detach i:interactive t:tty P:publish-all q:quiet a:all f:force
        p=publish v=volume e=env u=user w=workdir n=name l=label
kubectl: A:all-namespaces w:watch R:recursive n=namespace f=filename o=output l=selector
         c=container i:stdin t:tty
git: f:force v:verbose q:quiet u:set-upstream a:all A:all n:dry-run p:patch i:interactive
     d:delete D:delete-force b=branch B=force-branch m=message s:signoff S:gpg-sign
     r:rebase x:exclude-ignored C=directory c=config
"""
"""Per tool: each short flag and its long name (`:` a switch, `=` takes a value). A command
written with its flags clustered (`-fsSL`), apart (`-f -s -S -L`), long (`--fail`) or in
another order reads the same to the guard (core/knowledge/dedup.py `commands`)."""

TOOL_ALIASES = {"pip3": "pip"}
"""Other names of a tool in the table, read as it."""
SUBCOMMAND_ALIASES = {("npm", "i"): "install", ("npm", "rm"): "uninstall", ("npm", "t"): "test"}
"""Short subcommands, read as their full name."""


def _command_flags() -> dict[str, tuple[dict[str, str], frozenset[str]]]:
    out: dict[str, tuple[dict[str, str], frozenset[str]]] = {}
    tool = ""
    for word in _COMMAND_FLAG_TEXT.split():
        if word.endswith(":") and len(word) > 2:
            tool = word[:-1]
            out[tool] = ({}, frozenset())
            continue
        short, sep, long = word[0], word[1], word[2:]
        names, valued = out[tool]
        names[short] = long
        if sep == "=":
            out[tool] = (names, valued | {short})
    return out


COMMAND_FLAGS: dict[str, tuple[dict[str, str], frozenset[str]]] = _command_flags()
"""Tool -> (short flag -> long name, the short flags that take a value)."""

_FOREIGN_TEXT = """
    désactivez désactiver désactive desactivez desactiver desactive activez activer active
    supprimez supprimer supprime effacez effacer installez installer installe lancez lancer
    exécutez exécuter executez executer utilisez utiliser utilise vérifiez vérifier verifiez
    verifier redémarrez redémarrer redemarrez redemarrer arrêtez arrêter arretez arreter
    mettez mettre configurez configurer envoyez envoyer poussez pousser gardez garder
    attendez attendre ajoutez ajouter créez créer creez creer ouvrez ouvrir fermez fermer
    toujours jamais avant après apres chaque tous toutes fichier dossier serveur mot passe
    clé cle erreur branche déployez déployer deployez deployer compilez compiler
    deaktivieren deaktiviere aktivieren aktiviere löschen lösche loschen entfernen entferne
    installieren installiere ausführen führe fuhre starten starte benutzen benutze verwenden
    verwende prüfen prüfe prufen prufe überprüfen aktualisieren aktualisiere neustarten
    stoppen stoppe anhalten senden sende schicken schicke behalten behalte warten warte
    hinzufügen füge erstellen erstelle öffnen schließen immer niemals nie vorher nachher
    jede jeden alle datei ordner verzeichnis passwort schlüssel fehler zweig bereitstellen
    desactivar desactiva desactive activar activa borrar borra borre eliminar elimina elimine
    instalar instala instale ejecutar ejecuta ejecute ejecutá usar usa use utilizar utiliza
    verificar verifica comprobar comprueba reiniciar reinicia detener detén deten enviar
    envía envia mantener mantén manten esperar espera añadir añade agregar agrega crear crea
    abrir abre cerrar cierra siempre nunca antes después despues cada todos archivo carpeta
    servidor contraseña clave rama desplegar despliega compilar compila
    disattivare disattiva disabilitare disabilita attivare attiva cancellare cancella
    rimuovere rimuovi installare installa eseguire esegui usare utilizzare utilizza
    verificare controllare controlla riavviare riavvia fermare ferma inviare invia
    mantenere mantieni aspettare aspetta aggiungere aggiungi creare crea aprire apri
    chiudere chiudi sempre mai prima dopo ogni tutti cartella chiave errore
    desativar desativa desative ativar ativa apagar apague remover remova instalar instale
    executar execute usar utilize verifique reiniciar reinicie parar pare enviar envie
    manter mantenha esperar espere adicionar adicione criar crie abrir abra fechar feche
    sempre nunca antes depois cada todos arquivo pasta servidor senha chave erro
    """
FOREIGN: frozenset[str] = frozenset(_FOREIGN_TEXT.split())
"""Common words of lessons in French, German, Spanish, Italian and Portuguese: a word here
in place of an English one is a rewording in another language, not another lesson."""
