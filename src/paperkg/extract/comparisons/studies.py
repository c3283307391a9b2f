"""Evaluations and surveys of others' products: a paper that studies systems claims no comparison of its own.

:func:`is_study_title` reads the title ("An Empirical Study of ...", "... : A Survey"); :func:`is_study_doc` asks
it of a parsed abstract. :func:`paperkg.extract.comparisons.sentence_comparisons` callers skip such papers.

Examples:
    >>> is_study_title("An Empirical Study of LLM Serving Systems"), is_study_title("Quill: Fast Serving")
    (True, False)
"""

from __future__ import annotations

import re


_STUDY_ADJ = r"(?:empirical|comparative|systematic|comprehensive|critical|experimental|performance|measurement)"
_STUDY_TITLE = re.compile(
    rf"^(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:evaluation|survey|review|characteri[sz]ation|benchmarking|dissecting|demystifying)\b"
    rf"|^(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:study|analysis)\s+(?:of|on)\b|^(?:an?\s+)?{_STUDY_ADJ}\s+(?:study|analysis)\b"
    rf"|:\s*(?:an?\s+)?(?:{_STUDY_ADJ}\s+)*(?:evaluation|survey|review|characteri[sz]ation)\b"
    rf"|:\s*(?:an?\s+)?{_STUDY_ADJ}\s+(?:study|analysis)\b"
    rf"|\b(?:a|an)\s+(?:{_STUDY_ADJ}\s+)*(?:survey|review)\b"
)


#: The head nouns of ``_STUDY_TITLE``: every match holds one, a title with none is not searched.
_STUDY_HEADS = ("evaluation", "survey", "review", "characteri", "benchmarking", "dissecting", "demystifying", "study",
                "analysis")


def is_study_title(title: str) -> bool:
    """Whether a title announces an evaluation, survey or review of existing work (whose comparisons between the
    products it studies are not claims of its own).

    Examples:
        >>> is_study_title("Zorb Accelerators: An Evaluation for LLM Inference"), is_study_title("A Survey on MoE")
        (True, True)
        >>> is_study_title("Zorb: Fast Serving"), is_study_title("Analysis and Optimized Allocation for Zorb")
        (False, False)
    """
    low = title.lower()
    return any(map(low.__contains__, _STUDY_HEADS)) and _STUDY_TITLE.search(low) is not None


def is_study_doc(doc) -> bool:
    """:func:`is_study_title` of the doc's title, computed once per doc."""
    cached = doc.user_data.get("paperkg_study")
    if cached is None:
        from paperkg.extract.components import text_of, title_end

        cached = doc.user_data["paperkg_study"] = is_study_title(text_of(doc)[: title_end(doc)])
    return cached


#: "our solution achieves 1.3x ...", "our proposed scheduler": a study's own design, whose results are its claims
_OWN_DESIGN = re.compile(r"\bour\s+(?:proposed\s+|new\s+|optimized\s+)?(?:solution|design|method|approach|system|scheduler|"
                         r"framework|technique|implementation|optimizations?|policy|strategy)\b")


def names_own_design(text: str) -> bool:
    """Whether a (lowercased) text names the paper's own design ("our solution"): in a study, its claims are the
    paper's.

    Examples:
        >>> names_own_design("our solution achieves 1.32x-6.03x speedup"), names_own_design("our study shows")
        (True, False)
    """
    return "our " in text and _OWN_DESIGN.search(text) is not None


# "The original work by Kraska et al. shows that ...", "Zorb et al. (2021) reported that ...": a sentence that opens
# by citing others' finding reports their result, not the paper's (matched at the sentence start only)
_OTHERS_FINDING = re.compile(
    r"(?:(?:the|an?)\s+)?(?:(?:original|prior|previous|earlier|seminal)\s+)?(?:(?:work|study|paper|analysis)\s+(?:by|of|from)\s+)?"
    r"[\w.+-]+(?:\s+[\w.+-]+)?\s+et\s+al\.?,?\s*(?:\(?\d{4}[a-z]?\)?,?\s*)?"
    r"(?:also\s+)?(?:shows?|showed|shown|demonstrat\w*|reports?|reported|finds|found|observes?|observed)\b"
)


def reports_others_finding(text: str) -> bool:
    """Whether a (lowercased) sentence opens by citing others' finding ("the original work by zorb et al. shows
    that ..."): what follows is their result, no comparison of the paper's own.

    Examples:
        >>> reports_others_finding("the original work by zorb et al. shows that a learned index beats a b-tree by 3x.")
        True
        >>> reports_others_finding("zorb et al. (2021) reported that x is 2x faster than y.")
        True
        >>> reports_others_finding("compared to zorb et al., quill is 2x faster.")
        False
    """
    return "et al" in text and _OTHERS_FINDING.match(text) is not None
