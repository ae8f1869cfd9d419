/** Word lists the rubric looks for; matched at word boundaries, case-insensitive. */
export const TRANSITIONS = [
  'however', 'therefore', 'moreover', 'furthermore', 'in addition', 'additionally', 'for example', 'for instance', 'first', 'firstly',
  'second', 'secondly', 'third', 'thirdly', 'finally', 'lastly', 'in conclusion', 'to conclude', 'to sum up', 'in summary', 'consequently',
  'as a result', 'on the other hand', 'in contrast', 'by contrast', 'similarly', 'likewise', 'thus', 'hence', 'meanwhile', 'nevertheless',
  'nonetheless', 'although', 'even though', 'instead', 'specifically', 'in fact', 'indeed', 'overall', 'next', 'then', 'afterwards',
  'later', 'eventually', 'ultimately', 'also', 'besides', 'otherwise', 'accordingly', 'conversely', 'whereas', 'while', 'despite',
  'in other words', 'that is', 'above all', 'most importantly', 'to begin with', 'in the end', 'at first', 'after that', 'because of this',
];

export const CONCLUSION_MARKERS = /\b(in conclusion|to conclude|to sum up|in summary|overall|in the end|all in all|ultimately|to summarize|for these reasons|that is why)\b/i;

/** A sentence that takes a position or announces what the essay does. */
export const THESIS_MARKERS =
  /\b(i (strongly |firmly )?(believe|think|agree|disagree|argue|feel)|in my (opinion|view)|should|must|ought to|this (essay|paper|report) (will )?(argues?|explores?|examines?|discuss(es)?|compares?|describes?|shows?|explains?|analy[sz]es?)|(will|i will) (discuss|explain|show|argue|compare|describe|analy[sz]e|explore)|the (main|key|central) (reason|point|idea|argument)|is (better|worse|more|less|important|essential|necessary)|because)\b/i;

export const EXAMPLE_MARKERS = /\b(for example|for instance|such as|e\.g\.|to illustrate|in one case|one example)\b/i;
export const SOURCE_MARKERS = /\b(according to|studies (show|suggest|found)|research(ers)? (shows?|suggests?|found)|a (study|survey|report) (by|from|in)|data (show|suggest)|experts? (say|says|believe)|as .{2,40} (states|writes|notes|argues|explains))\b/i;
export const CITATION = /\(([A-Z][\p{L}'-]+(?: et al\.)?(?:,| and [A-Z][\p{L}'-]+,)? ?(?:\d{4}|n\.d\.)(?:, p+\. ?\d+)?|p+\. ?\d+)\)|\[\d+\]/u;
export const QUOTATION = /["“][^"“”]{8,}["”]/;
export const FIGURE = /\b\d+(?:[.,]\d+)?\s?(?:%|percent|per cent|million|billion|thousand|hundred)\b|\b(?:1[5-9]|20)\d{2}\b/i;
export const COUNTERARGUMENT = /\b(some (people )?(may |might |would )?(argue|say|believe|think|claim)|opponents|critics|on the other hand|although|even though|while it is true|admittedly|others (argue|believe|say))\b/i;
export const COMPARISON = /\b(similarly|likewise|both|in contrast|unlike|whereas|on the other hand|compared (to|with)|same as|differ(s|ent|ence)?|while|alike|more than|less than)\b/i;
export const ANALYSIS = /\b(suggests?|reveals?|demonstrates?|implies?|indicates?|shows? that|illustrates?|represents?|symboli[sz]es?|highlights?|emphasi[sz]es?|because|this means|which means)\b/i;
export const SENSORY = /\b(saw|see|looked|bright|dark|color|colou?r|red|blue|green|golden|smell(ed)?|scent|taste[ds]?|sweet|bitter|sour|sound(ed)?|loud|quiet|whisper(ed)?|soft|rough|smooth|warm|cold|felt|touch(ed)?|glow(ed|ing)?|shimmer(ed|ing)?)\b/i;
export const REFLECTION = /\b(i (learned|realized|realised|understood|discovered|noticed|felt|grew|changed)|taught me|made me|this experience|looking back|now i)\b/i;
export const NARRATIVE_TIME = /\b(one day|that (day|night|morning)|when i|after|before|then|suddenly|later|finally|the next (day|morning)|at first|years? ago|last (year|summer|week))\b/i;
export const DEFINITION = /\b(is (a|an|the) [a-z]+ (that|which|of|for)|refers to|is defined as|means|consists of|is called|are called|known as)\b/i;
export const FIRST_PERSON = /\b(i|me|my|mine|we|our)\b/i;
