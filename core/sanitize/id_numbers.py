"""Dates of birth and identity numbers, found after the words that announce them.

A date is personal when it is someone's birth date: `born 1984-03-02`, `DOB: 03/02/1984`,
`date of birth ... it's March 2, 1984`. A number is a passport, driver's licence or account
number when its cue word says so (`passport no. C01X00T47`, `driver's license D1234567`,
`account number 12345678`). Without the cue these are ordinary dates and numbers, which a
software team's traffic is full of, so they are left alone. Every value must hold digits;
the cue reaches over a few words (`date of birth? It's 6/24/1991`) but not across lines.
"""

from __future__ import annotations

from collections.abc import Iterator

from teambrain.core.sanitize.scan import FailClosedRecognizer, Scan, WordRule, compile_rule_pattern

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_MONTH_FR_ES_DE = (
    r"(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre"
    r"|d[ée]cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sep?tiembre|octubre"
    r"|noviembre|diciembre|j[äa]nner|januar|februar|m[äa]rz|april|juni|juli|august|september"
    r"|oktober|dezember)"
)
"""Month names of the other languages whose birth cues are recognized (French, Spanish, German)."""
_DATE = rf"""
    (?: \d{{1,2}}(?:er|º|°|\.)?[ ](?:de[ ])?{_MONTH_FR_ES_DE}(?:[ ]de)?,?[ ]\d{{4}}
      | \d{{4}}[\-/.]\d{{1,2}}[\-/.]\d{{1,2}}
      | \d{{1,2}}[\-/.]\d{{1,2}}[\-/.](?:\d{{4}}|\d{{2}})
      | \d{{1,2}}(?:st|nd|rd|th)?[ ](?:of[ ])?{_MONTH},?[ ]\d{{4}}
      | \d{{1,2}}[\-][A-Za-z]{{3}}[\-]\d{{2,4}}
      | {_MONTH}[ ]\d{{1,2}}(?:st|nd|rd|th)?,?[ ]\d{{4}}
      | {_MONTH}[ ]\d{{4}}
      | (?:19|20)\d{{2}}
    )
"""
_DOB = compile_rule_pattern(
    rf"""
    (?<![\w])(?:born|d\.?o\.?b\.?|date[ ]of[ ]birth|birth[ ]?date|birthday|b-day|bday
      |geburtsdatum|geb\.|geboren|fecha[ ]de[ ]nacimiento|nacid[oa]|date[ ]de[ ]naissance
      |n[ée]e?[ ]le)
    (?![\w])
    [^\n\d]{{0,40}}?
    (?<![\w\-/.])(?P<date>{_DATE})(?![\w]|[\-/.]\d)
    """,
    fold=True,
)

_ID_GAP = r"[ \t]*+(?:[:#=\-]|no\.?|nr\.?|num(?:ber)?|is|was|id)?+[ \t]*+(?:[:#=][ \t]*+)?+[\"'(]?+"
_ID_VALUE = r"(?P<id>(?=[A-Za-z0-9\-]{0,24}\d)[A-Za-z0-9](?:[A-Za-z0-9]|[\- ](?=[A-Za-z0-9]{2,}\d|\d)){3,24}+)(?![\w\-])"
"""A value of 4 to 25 characters with at least one digit, letters, digits and single
dashes or spaces between groups."""


def _id_rule(name: str, cue: str, words: str, digits: int) -> WordRule:
    """The value after `cue` when it holds at least `digits` digits."""
    pattern = compile_rule_pattern(
        rf"(?<![\w])(?:{cue})(?:[ \t]*+(?:no\.?|nr\.?|number|num|\#|id))?+{_ID_GAP}{_ID_VALUE}",
        fold=True,
    )

    def check(m, scan: Scan) -> bool:  # noqa: ANN001
        return sum(ch.isdigit() for ch in m.group("id")) >= digits

    return WordRule(name, pattern, (), True, "id", check, frozenset(words.split()))


_BIRTH_WORDS = "born dob d birth birthdate birthday b-day bday geburtsdatum geb geboren nacimiento nacido nacida naissance né née"
"""The words of the birth cues (`d` for `D.O.B.`): the rule runs only where one stands."""


class DateOfBirthRecognizer(FailClosedRecognizer):
    """A date after `born`, `DOB`, `date of birth`, `birthday` (and a few other languages)."""

    ENTITY = "DATE_OF_BIRTH"
    RULES = (
        WordRule(
            "date_of_birth",
            _DOB,
            group="date",
            words=frozenset(_BIRTH_WORDS.split()),
        ),
    )


class PassportNumberRecognizer(FailClosedRecognizer):
    ENTITY = "PASSPORT_NUMBER"
    RULES = (
        _id_rule(
            "passport",
            r"passport|reisepass|passeport|pasaporte",
            "passport passports reisepass passeport pasaporte",
            4,
        ),
    )


class DriverLicenseRecognizer(FailClosedRecognizer):
    ENTITY = "DRIVER_LICENSE"
    RULES = (
        _id_rule(
            "driver_license",
            r"driver'?s?'?[ ]licen[cs]e|driving[ ]licen[cs]e|driver[ ]licen[cs]e|dl|"
            r"licen[cs]e[ ](?=no|nr|number|num|\#)",
            "licence license dl",
            4,
        ),
    )


class AccountNumberRecognizer(FailClosedRecognizer):
    """Bank, customer, member and policy numbers after their cue words."""

    ENTITY = "ACCOUNT_NUMBER"
    RULES = (
        _id_rule(
            "account",
            r"(?:bank[ ])?account[ ](?=no|nr|number|num|\#|ending)|acct\.?"
            r"|account[ ]ending[ ]in|routing|sort[ ]code|aba|bsb|member(?:ship)?[ ](?=id|no|number|\#)"
            r"|policy[ ](?=no|number|\#)|customer[ ](?=id|no|number|\#)"
            r"|medical[ ]record|mrn|patient[ ](?=id|no|number|\#)|insurance[ ](?=id|no|number|\#)",
            "account accounts acct routing sort aba bsb member membership policy customer "
            "medical mrn patient insurance",
            4,
        ),
    )


def context_id_recognizers(entities: set[str]) -> Iterator[FailClosedRecognizer]:
    """The recognizers of this module for the types in `entities`."""
    for recognizer in (
        DateOfBirthRecognizer,
        PassportNumberRecognizer,
        DriverLicenseRecognizer,
        AccountNumberRecognizer,
    ):
        if recognizer.ENTITY in entities:
            yield recognizer()
