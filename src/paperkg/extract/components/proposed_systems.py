"""The proposed-systems component (``paperkg_proposed``): the names of the systems the paper proposes.

:class:`ProposedSystems` writes ``doc._.proposed``: the title's name, names the abstract proposes ("we present X",
"a new system called X", "X, a novel ..."), acronyms the authors introduce, and named parts of the paper's own
system, each found by :mod:`paperkg.extract.names` after cheap cues (:func:`_hinted`: a proposal-verb stem; the
apposition and count words). :func:`_not_a_system` drops names the vocabulary knows as hardware or as a technique
without a proper name. Built on :mod:`.doc_state` and :mod:`.contribution`.

Examples:
    >>> _not_a_system("Quill", {}), _not_a_system("H100", {"h100": "HARDWARE"})
    (False, True)
    >>> _opens_own_work("Quill has two parts.", 0, ["Quill"])
    True
"""

from __future__ import annotations

import bisect
import functools
import re

from spacy.tokens import Doc

from paperkg.extract.names import (
    OWN_WORK_OPENINGS,
    WE_OPENINGS,
    WordStartTest,
    apposed_long_forms,
    apposed_spans,
    capitalised_parts,
    claim_subject,
    counted_apposed_names,
    counted_defined_names,
    counted_names,
    heart_of,
    introduced_acronyms,
    is_name_like,
    kind_named_parts,
    kind_then_names,
    lowercase_phrase,
    named_acronyms,
    named_by_us,
    named_part,
    novel_such_as,
    ordinal_parts,
    our_apposed,
    our_apposed_within,
    our_kind_named,
    own_short_form,
    own_verbs_in,
    passive_proposed,
    project_name,
    proposed_in_sentence,
    proposed_in_title,
    resulting_apposed,
    variant_apposed,
    secondary_names,
    sibling_prefixes,
    title_head_proposed,
    title_head_superseded,
    title_long_form,
    title_tail_name,
    without_owner,
    without_release,
    word_then,
)
from paperkg.extract.names.shapes import _TITLE_HEAD
from paperkg.extract.quantities import by_prefix
from paperkg.extract.vocab import cues, owner_words

from .doc_state import BatchedComponent, Sentence, lower_text_of, mentions, sentences, set_result, text_of, title_end
from .contribution import _contributes, _contributing


#: "we have implemented BERT and GPT2 on an AMD Alveo U280 FPGA": known models or systems put on a device
_PUT_ON_DEVICE = re.compile(
    r"\b(?:implement(?:ed|s)?|deploy(?:ed|s)?|port(?:ed|s)?|mapp?(?:ed|s)?)\s[^.;]{1,60}?\son(?:to)?\s+"
    r"(?:[\w.-]+\s+){0,4}?(?:fpgas?|gpus?|cpus?|asics?|devices?|boards?|chips?|socs?|npus?|tpus?|accelerators?|"
    r"smartphones?|phones?|microcontrollers?|mcus?)\b"
)


def _known_put_on_device(name: str, known: dict[str, str], title: str, low: str) -> bool:
    """Whether ``name`` is a system the vocabulary knows, which the sentence ``low`` (lowercased) implements or
    deploys on a device, and which the title does not name: "we implemented BERT and GPT2 on an FPGA" evaluates
    known models on the paper's hardware; it does not propose them.

    Examples:
        >>> low = "to validate both, we have implemented bert and gpt2 on an amd alveo u280 fpga device."
        >>> _known_put_on_device("BERT", {"bert": "SYSTEM"}, "FPGA Spatial Acceleration for LLMs", low)
        True
        >>> _known_put_on_device("Quill", {}, "FPGA Spatial Acceleration for LLMs", "we implemented quill on a gpu.")
        False
        >>> _known_put_on_device("BERT", {"bert": "SYSTEM"}, "BERT: Pre-training of Deep Transformers", low)
        False
    """
    return known.get(name.lower()) == "SYSTEM" and name.lower() not in title.lower() \
        and _PUT_ON_DEVICE.search(low) is not None


@functools.cache
def _proposal_verbs() -> tuple[str, ...]:
    return tuple(c["word"] for c in cues()["proposal"])


@functools.cache
def _proposal_stems() -> tuple[str, ...]:
    """The first letters of every proposal verb, and the naming words (each starts with a letter)."""
    return tuple(sorted({w.lower()[:5] for w in _proposal_verbs()} | {"call", "name", "dub", "term", "coin", "novel", "refer"}))


@functools.cache
def _hinted() -> WordStartTest:
    """A cheap test for a proposal sentence: a word that starts with a stem of :func:`_proposal_stems`.

    The stems are grouped by their openings (:func:`~paperkg.extract.quantities.by_prefix`):
    the same words, but :mod:`re` tries one group per position instead of every word.
    """
    return WordStartTest(f"(?:{by_prefix([re.escape(stem) for stem in _proposal_stems()])})")


_NAMING = re.compile(r"\b(?:called|named|dubbed|termed)\s")
#: Words that list a system's parts ("comprises", "consists of"), see :func:`~paperkg.extract.names.capitalised_parts`.
_PARTS_WORDS = ("compris", "consist", "compos", "includes", "contains", "features")
#: Count words that open a list of named parts ("two modules: ..."), see :func:`~paperkg.extract.names.counted_defined_names`.
_COUNT_WORDS = (" two ", " three ", " four ", " five ")
#: A present-tense passive proposal verb ("is proposed to", "are introduced for"), see :func:`passive_proposed`.
_PASSIVE_CUE = re.compile(r"\b(?:is|are)\s+(?:\w+\s+)?(?:proposed|introduced|presented)\s")
# ("GaLore, a recent method, ..." describes prior work: not the paper's own)
_SENT_NAME = re.compile(r"^(?P<name>[A-Z][\w.+!-]*[\w+!])(?:\s*\((?P<acr>[A-Z][\w-]*)\))?,\s+(?:an?|the)\s"
                        r"(?!(?:recent|recently|prior|previous|existing|popular|widely|well-known|state-of-the-art|"
                        r"standard|common|classic|conventional|traditional|leading|mainstream)\b)")
#: What every match of ``_SENT_NAME`` ends with (no two of its matches overlap: each holds one comma, its first character).
_SENT_NAME_TAIL = re.compile(r",\s+(?:an?|the)\s")
#: An acronym's plural ("SFNOs"): the name is the acronym.
_PLURAL_ACRONYM = re.compile(r"[A-Z][A-Z0-9]+s")
#: ", our", ", a novel" or ", a new" (one search of the text instead of three).
_APPOSITION_CUE = re.compile(r", (?:our|a n(?:ovel|ew))")


def _sentences_holding(sents: list[Sentence], spans: list[tuple[int, int]], starts: list[int] | None = None) -> set[int]:
    """Indices of the sentences that hold one of the ``(start, end)`` character spans whole.

    ``starts``: the sentences' start characters, when the caller has them.

    Examples:
        >>> sents = [Sentence(0, 5, 0, 10), Sentence(5, 9, 11, 20), Sentence(9, 12, 21, 30)]
        >>> sorted(_sentences_holding(sents, [(3, 9), (9, 12), (18, 22), (25, 30)]))
        [0, 2]
        >>> _sentences_holding(sents, [(18, 22), (25, 30)], [0, 11, 21])
        {2}
    """
    if not spans:
        return set()
    if starts is None:
        starts = [s.start_char for s in sents]
    out = set()
    for start, end in spans:
        k = bisect.bisect_right(starts, start) - 1
        if k >= 0 and end <= sents[k].end_char:
            out.add(k)
    return out


_STUDY = re.compile(r"\b(?:evaluat\w*|dissect\w*|understand\w*|characteri[sz]\w*|benchmarking|microbenchmark\w*|study|survey|analysis|comparison|performance\s+of)\b", re.IGNORECASE)


#: A numbered variant's suffix after a proposed name ("Name-2"; see :func:`word_then`).
_NUMBER_SUFFIX = re.compile(r"-\d+\b")
_LOWER_UPPER = re.compile(r"[a-z][A-Z]")
_NOT_ALNUM = re.compile(r"[^a-z0-9]")
_COUNTED_WORD = re.compile(r"\d+(?:\.\d+)?-[a-z]+")  # "3-stage", "4-bit", "100-node"


def _is_hardware(name: str, known: dict[str, str]) -> bool:
    """Whether the vocabulary knows ``name`` as a named device (the only case :func:`_not_a_system` reads ``hardware_ok``)."""
    return known.get(name.lower()) == "HARDWARE"


def _not_a_system(name: str, known: dict[str, str], *, hardware_ok: bool = False, proposed: bool = False) -> bool:
    """Whether ``name`` cannot be a proposed system.

    A hardware class never is; a named device only where the paper presents
    it as its own design (``hardware_ok``: "TPU v4: ..." titles, "we present
    TPU v4"); a technique only when it has a proper name ("PagedAttention",
    not "TP"), or when the sentence proposes it by a capitalised name of
    several words (``proposed``: "we introduce Braided Attention, ...", "which we call Braided Attention").

    Examples:
        >>> known = {"braided attention": "TECHNIQUE", "tp": "TECHNIQUE"}
        >>> _not_a_system("Braided Attention", known), _not_a_system("Braided Attention", known, proposed=True)
        (True, False)
        >>> _not_a_system("TP", known, proposed=True), _not_a_system("braided attention", known, proposed=True)
        (True, True)
    """
    label = known.get(name.lower())
    if label == "HWCLASS" or (label == "HARDWARE" and not hardware_ok):
        return True
    if label == "TECHNIQUE" and proposed and name[:1].isupper() and " " in name and not name.isupper():
        return False
    return label == "TECHNIQUE" and (name.isupper() or not _LOWER_UPPER.search(name))


def _head_acronym(head: str, abstract: str, abstract_low: str) -> re.Match[str] | None:
    """``head (ACR)`` in the abstract, ignoring case (``abstract_low``: the abstract lowercased).

    The regex is built only when it can match: an ASCII head and abstract
    must contain the head's lowercase form and a parenthesis.

    Examples:
        >>> _head_acronym("Warp Fusion", "Warp fusion (WF) is new.", "warp fusion (wf) is new.").group("acr")
        'WF'
        >>> _head_acronym("Warp Fusion", "We fuse warps (WF).", "we fuse warps (wf).") is None
        True
        >>> _head_acronym("Warp Fusion", 'this "warp fusion" (WF) approach', 'this "warp fusion" (wf) approach').group("acr")
        'WF'
    """
    if "(" not in abstract or (head.isascii() and abstract.isascii() and head.lower() not in abstract_low):
        return None
    return re.search(re.escape(head) + r"[\"”’']?\s*\((?P<acr>[A-Za-z][\w-]*)\)", abstract, re.IGNORECASE)


#: A title head opening with a title-cased descriptive compound ("GPU-Accelerated ...", "Hardware-Aware ..."): a
#: topic, unless the abstract writes the head as it is written in the title.
_DESCRIPTIVE_OPENING = re.compile(r"[\w.]+-(?:Accelerated|Based|Aware|Efficient|Driven|Optimi[sz]ed|Enabled|Powered|Oriented|"
                                  r"Centric|Friendly|Scale|Level|Grained)\s")


class ProposedSystems(BatchedComponent):
    """Find the names of the systems a paper proposes (title, "we present X", acronyms)."""

    def __call__(self, doc: Doc) -> Doc:
        return self.set_annotations(doc, self.match(doc))

    def match(self, doc: Doc) -> list[str]:
        end = title_end(doc)
        title = text_of(doc)[:end]
        abstract = text_of(doc)[end:]
        verbs = _proposal_verbs()
        names: list[str] = []
        known = {e.text.lower(): e.label for e in mentions(doc)}
        head = proposed_in_title(title) if title else None
        if head is None and title[:4] == "The " and (m := _TITLE_HEAD.match(title)) \
                and known.get(m.group("head").strip().lower()) == "SYSTEM":
            head = m.group("head").strip()  # "The Pile: ...": a known name with its article
        if head and head.startswith("The ") and head not in abstract:
            head = None  # "The Foo Compiler: ..." whose abstract never writes the name with its capital article
        if head and " " in head and _DESCRIPTIVE_OPENING.match(head) and head not in abstract:
            head = None  # "GPU-Accelerated Quantum Simulation: ...", a topic the abstract never writes as a name
        # "Quill on the Edge: Low-Bit Inference with WebGPU": a known system at the title's end is what the paper builds
        # on when the abstract names a system of its own (dropped after the sentences, below)
        known_tail = head if head and known.get(head.lower()) == "SYSTEM" and not title.startswith(head) else None
        if head:
            words = head.split()
            acr = None
            if len(words) > 1:
                m = _head_acronym(head, abstract, lower_text_of(doc)[end:])
                acr = m.group("acr") if m and is_name_like(m.group("acr")) else None
                if acr is None and words[-1].isupper() and len(words[-1]) > 1 and f"({words[-1]})" in abstract:
                    acr = words[-1]  # "PyTorch FSDP" whose abstract defines "... (FSDP)": the acronym is the name
            # a named device is the paper's own design unless the title reads as a study of hardware
            if not _not_a_system(head, known, hardware_ok=_is_hardware(head, known) and not _STUDY.search(title)) and (
                    acr or not lowercase_phrase(head, abstract)):  # not "Lazy-Merge Caching" written "lazy-merge caching"
                names.append(without_owner(without_release(acr or head, abstract), abstract, owner_words()))
        elif title:
            head = title_tail_name(title, abstract, verbs) or title_head_proposed(title, abstract)
            if head and not _not_a_system(head, known):
                # 'this "selection via proxy" (SVP) approach': the acronym the abstract defines names it, as above
                m = _head_acronym(head, abstract, lower_text_of(doc)[end:]) if " " in head else None
                names.append(m.group("acr") if m and is_name_like(m.group("acr")) else head)
        from_title = bool(names)  # names[0] is the title's name
        full, full_low = text_of(doc), lower_text_of(doc)
        # cues looked for once in the whole abstract: a sentence can only hold what the abstract holds
        apposition_cue = _APPOSITION_CUE.search(full_low, end) is not None
        novel_cue = full_low.find("novel", end) >= 0 or full_low.find(" new ", end) >= 0
        sents = sentences(doc)
        tails = [m.span() for m in _SENT_NAME_TAIL.finditer(full, end)]
        starts = [s.start_char for s in sents] if tails else None  # (for the apposed sentences too)
        appositive = _sentences_holding(sents, tails, starts)
        contributing = _contributing(doc)
        hinted_test = _hinted()
        # on an ASCII text (every slice ASCII too), the two searches of ``hinted_test`` called directly (see WordStartTest)
        ascii_text = full_low.isascii()
        hinted_searches = hinted_test.ascii_searches() if ascii_text else None
        contribution_searches = _contributes.ascii_searches() if ascii_text else None
        apposed: set[int] | None = None
        sibling: str | None = None
        parts_cue: bool | None = None
        count_cue: bool | None = None
        for k, (_, _, start, stop) in enumerate(sents):
            if start < end or start == stop:
                continue
            if len(names) >= 6:
                break
            low = full_low[start:stop]
            hinted = hinted_test(low) if hinted_searches is None else (
                hinted_searches[0](low) or hinted_searches[1](low)) is not None
            apposition = apposition_cue and (", our" in low or ", a novel" in low or ", a new" in low)
            novel = novel_cue and ("novel" in low or " new " in low)
            # named parts of the paper's own system ("Foo uses a planner, Bar, ...", see secondary_names): each shape
            # needs its cue (", Name,", "novel", a proposal verb before names, a parenthesis or the main name's "Foo-"
            # after a proposal word), and the sentence must open with the paper's own work (after "We"/"Our" only for
            # "novel" or a parenthesis); these cheap tests come first
            if names:
                if apposed is None:  # once per abstract: the sentences with ", Name," or ", Name (", and "Foo-"
                    apposed = _sentences_holding(sents, apposed_spans(full, end), starts)
                    sibling = next(iter(sibling_prefixes((names[0],))), None) if "-" in names[0] else None
                if (hinted or novel or k in apposed) and (
                        (_opens_own_work(full, start, names) or full.find(", ", start, start + 30) >= 0)
                        or (novel or hinted and "(" in low) and full.startswith(WE_OPENINGS, start)):
                    verbs_here = hinted and own_verbs_in(low)
                    if k in apposed or novel or verbs_here or hinted and (
                            "(" in low or sibling is not None and full.find(sibling, start, stop) >= 0):
                        names.extend(n for n in secondary_names(full[start:stop], names, abstract, known, verbs=verbs_here,
                                                                novel=novel, parens=hinted, appositions=k in apposed,
                                                                siblings=hinted)
                                     if not _not_a_system(n, known))
            if names and parts_cue is None:  # once per abstract: "..., which" and a word that lists parts
                parts_cue = full_low.find(", which", end) >= 0 and any(full_low.find(w, end) >= 0 for w in _PARTS_WORDS)
            if names and parts_cue and ", which" in low and any(w in low for w in _PARTS_WORDS) \
                    and _opens_own_work(full, start, names):
                # "It comprises a Planner, which ..., and a Keeper, which ...": its named parts
                names.extend(n for n in capitalised_parts(full[start:stop], abstract, known) if not _not_a_system(n, known))
            if names and count_cue is None:  # once per abstract: a count word that may open a list of parts
                count_cue = any(full_low.find(w, end) >= 0 for w in _COUNT_WORDS)
            counted = bool(names) and count_cue and any(w in low for w in _COUNT_WORDS)
            if counted and "(" in low and ("s: " in low or "includ" in low or "namely" in low) \
                    and _opens_own_work(full, start, names):
                # "Quill consists of two modules: the Fast Lane Keeper (FLK) ..., and ... (SLT)": its named parts
                names.extend(n for n in counted_defined_names(full[start:stop]) if not _not_a_system(n, known))
            if counted and ": " in low and (", a" in low or ", which" in low or ", that" in low) \
                    and (_opens_own_work(full, start, names) or _contributes(low)):
                # "Within it we built two engines for X: Quill Sync, a ..., and Brisk, an ...": its named parts
                names.extend(n for n in counted_apposed_names(full[start:stop], abstract)
                             if not _not_a_system(n, known) and n.lower() not in known)
            if hinted and names and (_opens_own_work(full, start, names) or novel and full.startswith(WE_OPENINGS, start)
                                     or "our " in low) and (
                    "called " in low or "named " in low or "dubbed " in low or "termed " in low):
                # "Foo then uses an algorithm called Bar", "We ... with a novel method called Bar": a named part
                names.extend(n for n in named_part(full[start:stop]) if not _not_a_system(n, known, proposed=True))
            # (the flags first, then ")": a one-character scan, cheap, that "),"/")." need)
            if (names or hinted) and ")" in low and (")," in low or ")." in low) and ", " in low \
                    and (names or _contributes(low)):
                # "... by a compact serving system, Quill Serving Engine (QSE), which ...": a named part
                names.extend(n for n in apposed_long_forms(full[start:stop]) if not _not_a_system(n, known))
            if hinted and (" is " in low or " are " in low) \
                    and ("ed to " in low or "ed for " in low or "ed as " in low or "ed that " in low) and _PASSIVE_CUE.search(low):
                # "Besides, FooChunk is proposed to reduce ...": a made-up name the paper proposes
                names.extend(n for n in passive_proposed(full[start:stop])
                             if not _not_a_system(n, known) and known.get(n.lower()) != "SYSTEM")
            if not names and full.startswith("Our ", start):  # "Our approach, Foo, ...": the paper's only name
                ours = our_apposed(full[start:stop])
                if ours and not _not_a_system(ours, known):
                    names.append(ours)
            if names and full.startswith("Its ", start):  # "Its parameter server, Foo, ...": a named part of the system
                ours = our_apposed(full[start:stop])
                if ours and not _not_a_system(ours, known) and ours.lower() not in known:
                    names.append(ours)
            if low.startswith(("at the ", "central to ", "key to ")) and (part := heart_of(full[start:stop], names)) \
                    and not _not_a_system(part, known):
                names.append(part)  # "At the heart of Foo is Bar, a ...": its central named part
            if names and ("our " in low or low.startswith("its ") or " provides " in low or " includes " in low or " features " in low
                          or " introduces " in low or " offers " in low or " contains " in low or " comprises " in low
                          or " ships " in low) and (parts := kind_named_parts(full[start:stop], names)):
                # "Foo provides a fast M2N communication library", "our M2N library": a made-up name of its part
                names.extend(n for n in parts if not _not_a_system(n, known) and n.lower() not in known)
            if names and ("first " in low or "second " in low or "third " in low or "final " in low or "last " in low):
                # "Our first component, Athena, is ...; the second component, Borea, ...": the counted parts' names
                names.extend(n for n in ordinal_parts(full[start:stop]) if not _not_a_system(n, known) and n.lower() not in known)
            if names and " and " in low and ("with the " in low or "with its " in low or "using the " in low
                                              or "via the " in low or "namely" in low) \
                    and (_opens_own_work(full, start, names) or full.startswith(WE_OPENINGS, start) or "our " in low):
                # "We implement it in a system called Foo, with the policies AutoA and AutoB": its named parts
                names.extend(n for n in kind_then_names(full[start:stop]) if not _not_a_system(n, known) and n.lower() not in known)
            if names and ("variant, " in low or "version, " in low) \
                    and (variant := variant_apposed(full[start:stop], names)) is not None:
                names.append(variant)  # "A lighter variant, Foo++, ...": a named variant of the paper's system
            # "The resulting dataset, Foo, ...", "The fine-tuned model, Foo, ...": its product
            if (made := resulting_apposed(full[start:stop])) is not None and not _not_a_system(made, known):
                names.append(made)
            if not names and "our " in low and ", " in low:  # "we evaluate our implementation, Foo, on ..."
                ours = our_apposed_within(full[start:stop])
                if ours and not _not_a_system(ours, known):
                    names.append(ours)
            if not names and "our " in low:  # "our system SALIENT achieves a 3x speedup"
                ours = our_kind_named(full[start:stop])
                if ours and not _not_a_system(ours, known) and known.get(ours.lower()) != "SYSTEM":
                    names.append(ours)
            if not (hinted or apposition or novel or k in appositive or "(" in low):
                continue  # no rule below can fire ("(" is in the lowercased sentence where it is in the sentence)
            text = full[start:stop]
            if hinted:
                contributes = contributing[start] = _contributes(low) if contribution_searches is None else (
                    contribution_searches[0](low) or contribution_searches[1](low)) is not None
            else:
                contributes = False
            if contributes:
                if not head and "(" in text:
                    names.extend(n for n in title_long_form(title, text) if not _not_a_system(n, known))
                if "Project " in text:
                    names.extend(n for n in project_name(text, abstract) if not _not_a_system(n, known))
                if ", which" in low or ", that" in low:  # "we propose two policies, A, which ..., and B, which ..."
                    names.extend(n for n in counted_names(text, low) if not _not_a_system(n, known))
                for name in proposed_in_sentence(text, verbs, low, abstract=abstract):
                    if _known_put_on_device(name, known, title, low):
                        continue
                    hardware_ok = _is_hardware(name, known) and not _STUDY.search(title) and not _STUDY.search(low)
                    if not _not_a_system(name, known, hardware_ok=hardware_ok, proposed=True):
                        names.append(name)
            if ("(" in text and (hinted or "novel" in low or "our" in low)) or apposition:
                intro = introduced_acronyms(text)
                # "an in-house ASIC, called a Neural Processing Unit (NPU)": a naming word makes a hardware word a name
                named = named_acronyms(text) if intro and _NAMING.search(low) else ()
                names.extend(n for n in intro if n in named or known.get(n.lower()) not in ("HARDWARE", "HWCLASS"))
            # "we name X" holds a contribution word, "Corvid proposes X" one of its verbs (either is a hint too)
            if contributes or hinted and ("proposes" in text or "introduces" in text or "presents" in text
                                          or "we refer to " in low):
                names.extend(n for n in named_by_us(text, names) if not _not_a_system(n, known, proposed=True))
            if novel:
                names.extend(n for n in novel_such_as(text) if not _not_a_system(n, known) and known.get(n.lower()) != "SYSTEM")
            # it opens with [A-Z] and holds the comma and article that follow the name
            m = _SENT_NAME.match(text) if k in appositive and "A" <= text[:1] <= "Z" else None
            if m and is_name_like(m.group("name")) and (
                known.get(m.group("name").lower()) is None or m.group("name").lower() in title.lower() and not (
                    # "WebGPU, a browser API, ..." under "Quill: Fast Inference with WebGPU": a known system
                    # the title names beside its own name is the platform, not the paper's
                    from_title and known.get(m.group("name").lower()) == "SYSTEM"
                    and names[0].lower() != m.group("name").lower())
            ):
                names.append(m.group("acr") or m.group("name"))
        if known_tail and from_title and len(names) > 1 and names[0] == known_tail:
            del names[0]  # the known system the title ends with, beside the paper's own name (see known_tail)
            from_title = False
        if len(names) > 1 and " " in names[0] and title_head_superseded(names[0], names, abstract):
            del names[0]  # "Foo RL: ..." whose abstract only says "an agent called Foo"
            from_title = False
        # numbered variants of a proposed name that the abstract uses ("Name-1 ... Name-2")
        for n in list(names):
            if n[-1:].isalpha() and n + "-" in abstract:  # (every suffix starts with "-")
                names.extend(dict.fromkeys(abstract[start: m.end()] for start, m in word_then(abstract, n, _NUMBER_SUFFIX)))
        if "(" in abstract:  # "we design RecPipeAccel (RPAccel), ...": the paper goes by the short form (the title's name stays)
            names = [n if from_title and n == names[0] else own_short_form(n, abstract) or n for n in names]
        out: list[str] = []
        seen: set[str] = set()
        for n in names:
            key = _NOT_ALNUM.sub("", n.lower()) + "+" * n.count("+")  # "Compacter++" is a variant of "Compacter"
            if _COUNTED_WORD.fullmatch(n):
                continue  # "a novel 3-stage approach": a count of parts, not a name ("1-bit Adam" is one)
            if n.endswith("s") and n[:-1] in names and n[-2:-1].isalpha():
                continue  # "FooNets, a family of models found by ...": the plural of the proposed FooNet (not the
                # variant "FastSpeech 2s" of "FastSpeech 2")
            if f"The {n}" in names:
                continue  # "we present the Pile" after the title's "The Pile": one name, with its article
            if _PLURAL_ACRONYM.fullmatch(n) and not title.startswith(n):
                n = n[:-1]  # "we apply SFNOs to ...": the plural of the acronym names one kind of model (a title's
                # own "CLLMs: ..." stays as written)
                key = key[:-1]
            if key and key not in seen:
                seen.add(key)
                out.append(n)
        if not out:  # "... shows that Decima improves ...": the subject of the claims, the last resort
            subject = claim_subject([full[start:stop] for _, _, start, stop in sents if start >= end], known)
            if subject and not _not_a_system(subject, known):
                out.append(subject)
        if len(out) > 1 and (defined := [a for a in out if f"({a})" in abstract]):
            # "a new layout called Zig-Zag Tiling (ZZT)": the long form and its acronym name one thing, by its short name
            out = [n for n in out if not any(a != n and f"{n} ({a})" in abstract for a in defined)]
        return out

    def set_annotations(self, doc: Doc, names: list[str]) -> Doc:
        set_result(doc, "proposed", tuple(names))
        return doc


def _opens_own_work(text: str, start: int, names: list[str]) -> bool:
    """Whether the sentence at ``start`` opens with the paper's first proposed name or with "It"/"Its"/"This paper"
    (:data:`~paperkg.extract.names.OWN_WORK_OPENINGS`): a sentence about its own work.

    Examples:
        >>> _opens_own_work("Quill has two parts.", 0, ["Quill"]), _opens_own_work("It has two.", 0, ["Quill"])
        (True, True)
        >>> _opens_own_work("Orca has two parts.", 0, ["Quill"]), _opens_own_work("cuQuill has two.", 0, ["cuQuill SDK"])
        (False, True)
    """
    first = names[0]
    head = first.split(" ", 1)[0]
    return text.startswith(first, start) or text.startswith(OWN_WORK_OPENINGS, start) or (
        head != first and len(head) > 2 and text.startswith(head + " ", start) and is_name_like(head))  # "Foo SDK": "Foo"
