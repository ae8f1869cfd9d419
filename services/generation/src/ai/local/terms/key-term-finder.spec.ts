import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, TextBlock } from '../../../extraction/extracted-document.js';
import { analyzeCorpus } from '../analysis/corpus-analyzer.js';
import { extractFacts } from '../facts/fact-extractor.js';
import { flashcardText } from '../items/flashcard-templates.js';
import { LocalAiProvider } from '../local-ai-provider.js';
import type { DefinitionFact } from '../facts/study-fact.js';
import { headingTerms, isGenusDefinition, rarityWeight } from './key-term-finder.js';

type Spec = [kind: TextBlock['kind'], text: string, emphasis?: string[]];

function documentOf(specs: readonly Spec[]): ExtractedDocument {
  let section: string | null = null;
  const blocks = specs.map(([kind, text, emphasis]): TextBlock => {
    if (kind === 'heading') section = text;
    return { kind, text, level: kind === 'heading' ? 2 : undefined, page: 1, section, ...(emphasis ? { emphasis } : {}) };
  });
  return { fileName: 'chapter.pdf', type: 'pdf', pageCount: 1, blocks };
}

const termsOf = (document: ExtractedDocument) => extractFacts(analyzeCorpus([document])).keyTerms;

describe('key terms', () => {
  it('finds emphasised terms and pairs each with the sentence that defines it', () => {
    const document = documentOf([
      ['heading', 'Motivation'],
      ['paragraph', 'People act for many reasons. Doing something for its own sake reflects intrinsic motivation, while acting for a reward reflects extrinsic motivation.', ['intrinsic motivation', 'extrinsic motivation']],
      ['paragraph', 'Researchers have long argued about which kind of motivation lasts longer in the classroom and at work.'],
    ]);
    const terms = termsOf(document);
    expect(terms.map((term) => term.text)).toEqual(expect.arrayContaining(['intrinsic motivation', 'extrinsic motivation']));
    const intrinsic = terms.find((term) => term.text === 'intrinsic motivation')!;
    expect(intrinsic.signals).toContain('emphasis');
    expect(intrinsic.facts[0]!.sentences[0]!.text).toBe('Doing something for its own sake reflects intrinsic motivation, while acting for a reward reflects extrinsic motivation.');
    expect(flashcardText(intrinsic.facts[0]!).answer.toLowerCase()).toBe('intrinsic motivation');
  });

  it('reads a definition led by an emphasised term the tagger misreads, and cuts a blanked sentence before the term comes again', () => {
    const document = documentOf([
      ['heading', 'Fluids'],
      ['paragraph', 'Extracellular fluid (ECF) is the fluid environment outside the enclosure of the cell membrane.', ['Extracellular fluid (ECF)']],
      ['paragraph', 'In contrast, a solution with fewer solutes than another solution is said to be hypotonic, and water tends to leave a hypotonic solution.', ['hypotonic']],
    ]);
    const terms = termsOf(document);
    const fluid = terms.find((term) => term.text.toLowerCase() === 'extracellular fluid')!;
    expect(flashcardText(fluid.facts[0]!)).toEqual({ question: 'What is extracellular fluid (ECF)?', answer: 'The fluid environment outside the enclosure of the cell membrane' });
    const hypotonic = terms.find((term) => term.text === 'hypotonic')!;
    expect(flashcardText(hypotonic.facts[0]!)).toEqual({
      question: 'Fill in the blank: In contrast, a solution with fewer solutes than another solution is said to be _____.',
      answer: 'hypotonic',
    });
  });

  it('finds terms from defining patterns without any emphasis: is, refers to, called, known as, defined as', () => {
    const document = documentOf([
      ['heading', 'Cells'],
      ['paragraph', 'Homeostasis refers to the maintenance of a stable internal environment in an organism.'],
      ['paragraph', 'The movement of water across a selectively permeable membrane is called osmosis.'],
      ['paragraph', 'The control centre of a eukaryotic cell is known as the nucleus.'],
      ['paragraph', 'Metabolism is defined as the sum of the chemical reactions in a cell.'],
      ['paragraph', 'A ribosome is a molecular machine that builds proteins from amino acids.'],
    ]);
    const byText = new Map(termsOf(document).map((term) => [term.text.toLowerCase(), term]));
    for (const term of ['homeostasis', 'osmosis', 'nucleus', 'metabolism', 'ribosome']) expect(byText.has(term), term).toBe(true);
    expect(byText.get('osmosis')!.facts[0]).toMatchObject({ kind: 'definition', relation: 'called' });
  });

  it('finds terms named inside a sentence: "X (…) is a …", "… known as X", "… referred to as X", "X—or “Y”"', () => {
    const document = documentOf([
      ['heading', 'Transport'],
      ['paragraph', 'Phagocytosis (“cell eating”) is the endocytosis of large particles by a cell.'],
      ['paragraph', 'Water crosses the membrane through channels known as aquaporins in many kidney cells.'],
      ['paragraph', 'The formal work of interest groups is referred to as lobbying by most political scientists.'],
      ['paragraph', 'The phosphate head of the molecule is polar and hydrophilic—or “water loving”—so it faces the water.'],
      ['paragraph', 'First, money serves as a medium of exchange, which means that money acts as an intermediary between buyer and seller.'],
    ]);
    const texts = termsOf(document).map((term) => term.text.toLowerCase());
    expect(texts).toEqual(expect.arrayContaining(['phagocytosis', 'aquaporins', 'lobbying', 'hydrophilic', 'medium of exchange']));
  });

  it('reads no term before "or" and a verb (a list of actions) or before ", meaning that" (a consequence)', () => {
    const document = documentOf([
      ['heading', 'Ethics'],
      ['paragraph', 'Whether it is defrauding investors, creating fake accounts, or using unfair pricing strategies, ethical issues abound.'],
      ['paragraph', 'Leaders tend to be consistent in the way they influence the behavior of others, meaning that each one reacts in a particular way.'],
    ]);
    const texts = termsOf(document).map((term) => term.text.toLowerCase());
    expect(texts).not.toContain('fake accounts');
    expect(texts).not.toContain('behavior of others');
  });

  it('draws a fill-in from a list item printed without a full stop, and gives it the stop', () => {
    const document = documentOf([
      ['heading', 'Power'],
      ['paragraph', 'Managers hold several kinds of power over the people who work for them every day.'],
      ['list-item', 'Legitimate power, which is derived from an individual’s position in an organization'],
      ['list-item', 'Expert power, which is derived from an individual’s extensive knowledge in one or more areas'],
    ]);
    const expert = termsOf(document).find((term) => term.text.toLowerCase() === 'expert power');
    expect(expert && flashcardText(expert.facts[0]!).question).toBe('Fill in the blank: _____, which is derived from an individual’s extensive knowledge in one or more areas.');
  });

  it('reads the name after "refer to … as", the noun a singular verb glosses after "of", and no subject and verb the tagger reads as nouns', () => {
    const document = documentOf([
      ['heading', 'Business'],
      ['paragraph', 'Economists refer to the building blocks of a business as the factors of production.'],
      ['paragraph', 'Sleep regulation refers to the brain’s control of switching between sleep and wakefulness as well as coordinating this cycle.'],
      ['paragraph', 'The poor may also have low levels of efficacy, which refers to the conviction that you can make a difference.'],
      ['paragraph', 'To identify the target markets, marketers use market segmentation, which is the process of separating the layers of a market.'],
    ]);
    const texts = termsOf(document).map((term) => term.text.toLowerCase());
    expect(texts).toEqual(expect.arrayContaining(['factors of production', 'sleep regulation', 'efficacy', 'market segmentation']));
    expect(texts.filter((text) => ['economists', 'levels of efficacy', 'marketers use market segmentation', 'use market segmentation'].includes(text))).toEqual([]);
  });

  it('takes no definition from a sentence that cites its subject as an example or judges it', () => {
    const document = documentOf([
      ['heading', 'Government'],
      ['paragraph', 'North Korea is an example of a totalitarian government that controls every part of life.'],
      ['paragraph', 'Socioeconomic status is an important predictor of who will likely join groups in a town.'],
      ['paragraph', 'An oligarchy is a form of government in which a handful of elite members hold power.'],
    ]);
    const terms = termsOf(document);
    const score = (key: string) => terms.find((term) => term.key === key)?.score ?? 0;
    expect(terms.map((term) => term.key)).not.toContain('north korea');
    expect(score('oligarchy')).toBeGreaterThan(score('socioeconomic status') + 2.75);
  });

  it('finds glossary lines and headings as terms, and a term used across the sections', () => {
    const document = documentOf([
      ['heading', 'Key terms'],
      ['list-item', 'Allele: one of the different forms of a gene.'],
      ['heading', 'Genotype'],
      ['paragraph', 'An organism inherits one allele of each gene from each parent; together they form its genotype.'],
      ['paragraph', 'The genotype of a pea plant decides the colour of its flowers.'],
      ['heading', 'Phenotype'],
      ['paragraph', 'The genotype and the environment together shape what an organism looks like.'],
    ]);
    const terms = termsOf(document);
    const allele = terms.find((term) => term.text.toLowerCase() === 'allele')!;
    expect(allele.signals).toContain('glossary');
    const genotype = terms.find((term) => term.text.toLowerCase() === 'genotype')!;
    expect(genotype.signals).toEqual(expect.arrayContaining(['heading', 'frequency']));
  });

  it('reads the terms a heading names: a "What is" question, parts joined by "and", a dash or a colon', () => {
    expect(headingTerms('11.1 What Is the Judiciary?')).toEqual(['judiciary']);
    expect(headingTerms('7.4 What Are Intelligence and Creativity?')).toEqual(['intelligence', 'creativity']);
    expect(headingTerms('Equilibrium—Where Demand and Supply Intersect')).toEqual(['equilibrium', 'where demand', 'supply intersect']);
  });

  it('ranks a recurring compound above a recurring single word, and a term named by a heading above a recurring compound', () => {
    const document = documentOf([
      ['heading', 'Thinking'],
      ['paragraph', 'Students used divergent thinking in the first task of the morning.'],
      ['paragraph', 'Teachers often reward divergent thinking with praise in the classroom.'],
      ['paragraph', 'The task asked for a picture of a house from each of the students.'],
      ['heading', 'Insight'],
      ['paragraph', 'Insight came suddenly to many students during the second task of the day.'],
      ['paragraph', 'Teachers noted the insight of the students in a short report to parents.'],
    ]);
    const ranked = termsOf(document).map((term) => term.text.toLowerCase());
    expect(ranked.indexOf('divergent thinking')).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf('divergent thinking')).toBeLessThan(ranked.indexOf('task'));
    expect(ranked.indexOf('insight')).toBeLessThan(ranked.indexOf('divergent thinking'));
  });

  it('finds plain-text terms by abbreviation, apposition, kinds listed side by side and a compound with a hyphenated verb form', () => {
    const document = documentOf([
      ['heading', 'Sleep and intelligence'],
      ['paragraph', 'The brain’s clock sits in an area of the hypothalamus known as the suprachiasmatic nucleus (SCN).'],
      ['paragraph', 'Such changes can be detected through histology, the microscopic study of tissue appearance.'],
      ['paragraph', 'Cattell divided general intelligence into two components: crystallized intelligence and fluid intelligence.'],
      ['paragraph', 'A self-fulfilling prophecy is an expectation held by a person that alters their behavior.'],
    ]);
    const byText = new Map(termsOf(document).map((term) => [term.text.toLowerCase(), term]));
    for (const term of ['suprachiasmatic nucleus', 'histology', 'crystallized intelligence', 'fluid intelligence', 'self-fulfilling prophecy']) expect(byText.has(term), term).toBe(true);
    expect(byText.get('fluid intelligence')!.signals).toContain('kinds');
    expect(flashcardText(byText.get('suprachiasmatic nucleus')!.facts[0]!)).toEqual({
      question: 'Fill in the blank: The brain’s clock sits in an area of the hypothalamus known as the _____.',
      answer: 'suprachiasmatic nucleus (SCN)',
    });
  });

  it('ends a name "called" gives before the verb after it and on a participle that closes the sentence', () => {
    const terms = termsOf(
      documentOf([
        ['paragraph', 'Proteins called pore complexes lining the nuclear pores regulate the passage of materials into the nucleus.'],
        ['paragraph', 'The total number of units that consumers would purchase at that price is called the quantity demanded.'],
      ]),
    );
    expect(terms.map((term) => term.text)).toEqual(expect.arrayContaining(['pore complexes', 'quantity demanded']));
    expect(terms.map((term) => term.text)).not.toContain('pore complexes lining');
  });

  it('reads the subject of "X, also referred to as Y, is a …" as a defined term', () => {
    const terms = termsOf(documentOf([['paragraph', 'A sensor, also referred to as a receptor, is a component of a feedback system that monitors a physiological value.']]));
    const sensor = terms.find((term) => term.text === 'sensor');
    expect(sensor?.signals).toContain('definition');
  });

  it('in plain text, ranks a name only a defining sentence marks below a term the text defines', () => {
    const terms = termsOf({
      fileName: 'notes.txt',
      type: 'pasted-text',
      pageCount: null,
      blocks: [
        { kind: 'paragraph', text: 'The United States is a federation of fifty states. A confederation is a union of sovereign states that keep most of their power.', page: null, section: null },
        { kind: 'paragraph', text: 'The United States began as a confederation before its constitution was written.', page: null, section: null },
      ],
    });
    const rank = (text: string) => terms.findIndex((term) => term.text === text);
    expect(rank('confederation')).toBeGreaterThanOrEqual(0);
    expect(rank('United States') < 0 || rank('confederation') < rank('United States')).toBe(true);
  });

  it('takes no name from an example and no possessive after "called" or "named" for a term', () => {
    const document = documentOf([
      ['heading', 'Conditioning'],
      ['paragraph', 'Let’s say you have a cat named Tiger, who is quite spoiled by the family.'],
      ['paragraph', 'He wondered what accounted for what he called the dogs’ “psychic secretions” in the laboratory.'],
      ['paragraph', 'The process of learning by association is called classical conditioning by psychologists.'],
    ]);
    const texts = termsOf(document).map((term) => term.text.toLowerCase());
    expect(texts).toContain('classical conditioning');
    expect(texts).not.toContain('tiger');
    expect(texts).not.toContain('dogs');
  });

  it('ranks a single word that only a sentence defines below a recurring compound', () => {
    const document = documentOf([
      ['heading', 'Thinking'],
      ['paragraph', 'The shoe is an item worn on the foot in daily life.'],
      ['paragraph', 'Students used divergent thinking in the first task of the morning.'],
      ['paragraph', 'Teachers often reward divergent thinking with praise in the classroom.'],
    ]);
    const ranked = termsOf(document).map((term) => term.text.toLowerCase());
    expect(ranked.indexOf('shoe')).toBeGreaterThan(ranked.indexOf('divergent thinking'));
  });

  it('does not take a stressed word or a fully emphasised sentence for a term', () => {
    const document = documentOf([
      ['paragraph', 'You must not mix the two solutions before the membrane has dried completely.', ['not']],
      ['paragraph', 'Always label every sample with the date and the name of the solution.', ['Always label every sample with the date and the name of the solution.']],
    ]);
    expect(termsOf(document).filter((term) => term.signals.includes('emphasis'))).toEqual([]);
  });

  it('draws cards from the key terms first and nothing from references, captions or exercises', async () => {
    const document = documentOf([
      ['heading', 'Transport'],
      ['paragraph', 'The movement of water across a membrane toward the side with more solute is called osmosis.', ['osmosis']],
      ['paragraph', 'In one study, students were paid $5 each time they solved a puzzle about diffusion.'],
      ['paragraph', 'Figure 3.2 A red blood cell shrinks in a hypertonic solution because water leaves it.'],
      ['paragraph', 'Diffusion is the net movement of particles from high to low concentration (Fick & Graham, 1855).', ['Diffusion']],
      ['heading', 'Review Questions'],
      ['list-item', 'Which process moves water across a membrane toward the side with more solute?'],
      ['heading', 'References'],
      ['paragraph', 'Smith, J. A. (2005). Osmosis in red blood cells. Journal of Cell Biology, 12(3), 45–67.'],
    ]);
    const cards = await new LocalAiProvider().flashcards({ documents: [document], count: 6 });
    const quotes = cards.map((card) => card.citation.quote);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.some((card) => /osmosis/i.test(`${card.question} ${card.answer}`))).toBe(true);
    expect(cards.some((card) => /diffusion/i.test(`${card.question} ${card.answer}`))).toBe(true);
    for (const quote of quotes) expect(quote).not.toMatch(/Figure 3\.2|Journal of Cell Biology|Which process|were paid/);
    for (const card of cards) expect(card.question).not.toMatch(/\(Fick & Graham, _____\)/);
  });

  it('reads a pasted line of 20,000 emphasised runs without going quadratic (it took 9 s before runs were placed by binary search)', () => {
    const runs = Array.from({ length: 20_000 }, (_, index) => `term${index}`);
    const document = documentOf([['paragraph', `${runs.join(' and ')} are styled.`, runs]]);
    expect(termsOf(document).filter((term) => term.signals.includes('emphasis'))).toEqual([]);
  });

  const rareAndEveryday = (emphasis?: string[]): Spec[] => [
    ['heading', 'Glands'],
    ['paragraph', 'Colloid is a sticky protein mass that is stored in the follicles of the gland.'],
    ['paragraph', 'Bread is a soft baked food that is stored in the kitchens of the house.'],
    ['paragraph', 'The colloid swells after a meal, and the bread dries after a week.'],
    ['paragraph', 'Cells take up colloid when hormone is needed, and cooks take up bread when guests arrive.'],
    ['paragraph', 'The thyroid gland sits in the neck below the larynx.', emphasis],
  ];

  it('in plain text, ranks a word rare in general English above an everyday word the text uses as often', () => {
    const keys = termsOf(documentOf(rareAndEveryday())).map((term) => term.key);
    expect(keys).toContain('bread');
    expect(keys.indexOf('colloid')).toBeLessThan(keys.indexOf('bread'));
  });

  it('in plain text, ranks a term a verb names ("called X") above one a gloss names, and reads a name the tagger ends on a verb', () => {
    const document = documentOf([
      ['heading', 'Services'],
      ['paragraph', 'Interactive marketing is the communication between the provider and the customer, called a service encounter.'],
      ['paragraph', 'Each shop keeps its own service standards—a set of rules that every employee follows in every shop.'],
      ['paragraph', 'The service encounter decides whether promises are kept, and the service standards stay in the background.'],
    ]);
    const keys = termsOf(document).map((term) => term.key);
    expect(keys).toContain('service encounter');
    expect(keys.indexOf('service encounter')).toBeLessThan(keys.indexOf('service standard'));
  });

  it('in plain text, ranks a term whose heading the first sentence under it opens with above a heading term the text under it does not open with', () => {
    const document = documentOf([
      ['heading', 'Market Segmentation'],
      ['paragraph', 'Firms divide their markets into groups of buyers with similar needs before they plan a campaign.'],
      ['heading', 'Benefit Segmentation'],
      ['paragraph', 'Benefit segmentation is based on what a product will do rather than on consumer characteristics.'],
      ['heading', 'Age Segmentation'],
      ['paragraph', 'Marketers also look at how much of the product each buyer purchases.'],
      ['paragraph', 'Toy retailers rely on age segmentation to reach the parents of young children first.'],
    ]);
    const keys = termsOf(document).map((term) => term.key);
    expect(keys.indexOf('benefit segmentation')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('benefit segmentation')).toBeLessThan(keys.indexOf('age segmentation'));
  });

  it('in plain text, ranks one of the kinds sibling sentences go through above a term one sentence defines', () => {
    const document = documentOf([
      ['heading', 'Leadership'],
      ['paragraph', 'Managers lead their teams in many different ways every day.'],
      ['paragraph', 'Autocratic managers make every decision alone and allow very little input from their staff.'],
      ['paragraph', 'Participative managers share each decision with the staff members who report to them.'],
      ['paragraph', 'Span of control refers to the number of employees that one manager supervises directly.'],
    ]);
    const keys = termsOf(document).map((term) => term.key);
    expect(keys).toContain('span of control');
    expect(keys.indexOf('autocratic manager')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('autocratic manager')).toBeLessThan(keys.indexOf('span of control'));
  });

  it('in plain text, ranks a phrase only its frequency marks below a term one sentence defines', () => {
    const document = documentOf([
      ['heading', 'Prices'],
      ['paragraph', 'Trade policy changed after the war, and the price level rose in most countries.'],
      ['paragraph', 'Governments watched the price level closely because wages lagged behind it.'],
      ['paragraph', 'Inflation is a general increase in prices across the economy over time.'],
      ['paragraph', 'Economists still argue about why the price level moved so fast in those years.'],
    ]);
    const keys = termsOf(document).map((term) => term.key);
    expect(keys).toContain('price level');
    expect(keys.indexOf('inflation')).toBeGreaterThanOrEqual(0);
    expect(keys.indexOf('inflation')).toBeLessThan(keys.indexOf('price level'));
  });

  it('leaves the ranking to the marks where the material emphasises its terms', () => {
    const keys = termsOf(documentOf(rareAndEveryday(['thyroid gland']))).map((term) => term.key);
    expect(keys.indexOf('bread')).toBeLessThan(keys.indexOf('colloid'));
    expect(keys.indexOf('bread')).toBeGreaterThanOrEqual(0);
  });

  const markedAndDefined = (marked: string[], heading: string): Spec[] => [
    ['heading', heading],
    ['paragraph', 'Fiscal policy is the use of government spending and taxes to steer the economy.'],
    ['paragraph', 'Congress sets fiscal policy each year, and fiscal policy can lag behind events.'],
    ['paragraph', `Economists also speak of ${marked.join(', ')} when they study budgets.`, marked],
  ];

  it('where the material marks several terms, ranks a marked term above an unmarked one that only its wording defines', () => {
    const marked = ['crowding out', 'automatic stabilizers', 'structural deficit', 'fiscal drag', 'budget surplus'];
    const keys = termsOf(documentOf(markedAndDefined(marked, 'Budgets'))).map((term) => term.key);
    expect(keys).toContain('fiscal policy');
    for (const term of ['crowd out', 'automatic stabilizer', 'structural deficit', 'fiscal drag', 'budget surplus']) expect(keys.indexOf(term)).toBeLessThan(keys.indexOf('fiscal policy'));
  });

  it('where the material sets its terms in bold, reads no unmarked term from a part under a heading that sets none (a box pasted without its frame)', () => {
    const marked = ['crowding out', 'automatic stabilizers', 'structural deficit', 'fiscal drag', 'budget surplus'];
    const document = documentOf([
      ...markedAndDefined(marked, 'Budgets'),
      ['heading', 'A Day at the Treasury'],
      ['paragraph', 'Its clerks keep a ledger known as the daybook, and the daybook is the first record of every payment.'],
      ['paragraph', 'A clerk reads the daybook aloud at noon, and the daybook then goes back into the vault.'],
    ]);
    const keys = termsOf(document).map((term) => term.key);
    expect(keys).toContain('fiscal policy');
    expect(keys).not.toContain('daybook');
    const treasury = document.blocks.slice(-3).map((block): Spec => [block.kind, block.text]);
    expect(termsOf(documentOf([...markedAndDefined([], 'Budgets'), ...treasury])).map((term) => term.key)).toContain('daybook');
  });

  it('where the material sets its terms in bold, ranks a phrase set only in italics below them and below a term its wording defines', () => {
    const bold = ['crowding out', 'automatic stabilizers', 'structural deficit', 'fiscal drag', 'budget surplus'];
    const document = documentOf(markedAndDefined([...bold, 'sound money'], 'Budgets'));
    for (const block of document.blocks) if (block.emphasis) block.italic = ['sound money'];
    const keys = termsOf(document).map((term) => term.key);
    expect(keys.indexOf('fiscal drag')).toBeLessThan(keys.indexOf('sound money'));
    expect(keys.indexOf('fiscal policy')).toBeLessThan(keys.indexOf('sound money'));
  });

  it('where the material marks its terms in italics alone, they are its marks', () => {
    const marked = ['crowding out', 'automatic stabilizers', 'structural deficit', 'fiscal drag', 'budget surplus'];
    const document = documentOf(markedAndDefined(marked, 'Budgets'));
    for (const block of document.blocks) if (block.emphasis) block.italic = [...block.emphasis];
    const keys = termsOf(document).map((term) => term.key);
    expect(keys.indexOf('fiscal drag')).toBeLessThan(keys.indexOf('fiscal policy'));
  });

  it('where only a run or two are set off, lets a term the text defines rank above them', () => {
    const keys = termsOf(documentOf(markedAndDefined(['fiscal drag'], 'Budgets'))).map((term) => term.key);
    expect(keys.indexOf('fiscal policy')).toBeLessThan(keys.indexOf('fiscal drag'));
  });

  it('in plain text, keeps an everyday word the text defines by kind and difference above one it only describes', () => {
    const keys = termsOf(
      documentOf([
        ['heading', 'Government'],
        ['paragraph', 'A house is a large and old building.'],
        ['paragraph', 'A market is an institution that brings together buyers and sellers of goods.'],
        ['paragraph', 'Buyers visit the market on weekends, and sellers set up stalls near the house.'],
      ]),
    ).map((term) => term.key);
    expect(keys).toContain('house');
    expect(keys.indexOf('market')).toBeLessThan(keys.indexOf('house'));
  });

  it('marks a term named by a heading even when no noun-phrase chunk reads it ("Appeal to Ignorance")', () => {
    const terms = termsOf(
      documentOf([
        ['heading', 'Appeal to Ignorance'],
        ['paragraph', 'An appeal to ignorance draws a firm conclusion from the lack of evidence for a claim.', ['appeal to ignorance']],
      ]),
    );
    expect(terms.find((term) => term.text === 'appeal to ignorance')?.signals).toContain('heading');
  });

  it('takes no phrase that picks out a case in passing ("a particular policy") for a term, and keeps a recurring compound', () => {
    const keys = termsOf(
      documentOf([
        ['heading', 'Policy'],
        ['paragraph', 'Voters rejected a particular policy on fiscal drag in the spring.'],
        ['paragraph', 'The particular policy raised fiscal drag on bread and milk.'],
      ]),
    ).map((term) => term.key);
    expect(keys).toContain('fiscal drag');
    expect(keys).not.toContain('particular policy');
  });

  it('tells a definition by kind and difference from one that only describes', () => {
    const fact = (definiens: string, relation: DefinitionFact['relation'] = 'is') => ({ relation, definiens }) as DefinitionFact;
    expect(isGenusDefinition(fact('a government in which political power rests in the hands of the people'))).toBe(true);
    expect(isGenusDefinition(fact('the written authority, stated in a constitution, that authorizes a court to hear a case'))).toBe(true);
    expect(isGenusDefinition(fact('the act of blaming an out-group'))).toBe(true);
    expect(isGenusDefinition(fact('a state marked by relatively low levels of physical activity'))).toBe(true);
    expect(isGenusDefinition(fact('an organ'))).toBe(false);
    expect(isGenusDefinition(fact('very important for students'))).toBe(false);
    expect(isGenusDefinition(fact('a government in which power rests with the people', 'appositive'))).toBe(false);
  });

  it('weighs a term by general-English rarity: unknown words as rare, a compound by its rarest word, less than a single word', () => {
    expect(rarityWeight('histology')).toBeGreaterThan(0);
    expect(rarityWeight('skin')).toBeLessThan(0);
    expect(rarityWeight('eudaimonia')).toBeGreaterThan(rarityWeight('gold'));
    expect(rarityWeight('gold standard')).toBeLessThan(0);
    expect(rarityWeight('thyroid gland')).toBeGreaterThan(0);
    expect(rarityWeight('thyroid gland')).toBeLessThan(rarityWeight('thyroid'));
  });

  it('in plain text, takes a compound one paragraph keeps naming for a term though no other paragraph uses it', () => {
    const document = documentOf([
      ['heading', 'Ballots'],
      ['paragraph', 'Voters in many towns now cast their votes by post before the polling day.'],
      ['paragraph', 'In a preference ballot, voters order the candidates from first to last. A preference ballot is counted in rounds until one candidate holds a majority. Towns that count a preference ballot by machine see fewer complaints from losing candidates.'],
      ['paragraph', 'Counting by hand still takes most of a night in a small town hall with few clerks.'],
    ]);
    const terms = termsOf(document);
    expect(terms[0]?.text).toBe('preference ballot');
    expect(terms[0]?.signals).toContain('frequency');
  });

  it('takes a one-word adjective a sentence names ("are called totipotent", "is said to be soluble", "classified as volatile") for a term, and no phrase opened by "next" or "final"', () => {
    const keys = termsOf(
      documentOf([
        ['heading', 'Cells and solutions'],
        ['paragraph', 'The first cells of an embryo can become any cell of the body and, as such, are called totipotent, meaning each can grow into a whole organism.'],
        ['paragraph', 'A salt that dissolves readily in a glass of cold water is said to be soluble.'],
        ['paragraph', 'Liquids that evaporate quickly at room temperature are classified as volatile.'],
        ['paragraph', 'The next level of organization is the tissue, a group of similar cells working together.'],
      ]),
    ).map((term) => term.key);
    expect(keys).toEqual(expect.arrayContaining(['totipotent', 'soluble', 'volatile']));
    expect(keys.filter((key) => key.startsWith('next '))).toEqual([]);
  });

  it('reads the term a heading names even where the material has more recurring phrases than the frequency signal ranks', () => {
    const nouns = ['lantern', 'harbour', 'spindle', 'meadow', 'furnace', 'quarry', 'orchard', 'anvil', 'beacon', 'cellar', 'ferry', 'granary', 'kettle', 'loom', 'mill', 'pier', 'saddle', 'tannery', 'wagon', 'well'];
    const kinds = ['copper', 'timber', 'granite', 'river', 'village', 'market', 'winter', 'harvest', 'county', 'northern', 'southern', 'eastern', 'western'];
    const filler = kinds.flatMap((kind) => nouns.map((noun) => `The ${kind} ${noun} stood near the road, and every ${kind} ${noun} was repaired each spring.`));
    const document = documentOf([
      ['heading', 'Village trades'],
      ...filler.map((sentence): Spec => ['paragraph', sentence]),
      ['heading', 'Tribalism'],
      ['paragraph', 'The tendency toward tribalism shaped how each village treated strangers at the market.'],
    ]);
    const terms = termsOf(document);
    const tribalism = terms.find((term) => term.key === 'tribalism');
    expect(tribalism?.signals).toContain('heading');
  });

  it('reads a term and the same term with its abbreviation in parentheses as one term', () => {
    const keys = termsOf(
      documentOf([
        ['heading', 'Energy'],
        ['paragraph', 'Kinetic energy (KE) is the energy of an object in motion, and a ball rolling downhill gains it.'],
        ['paragraph', 'A heavier ball rolling at the same speed carries more kinetic energy than a lighter ball.'],
        ['paragraph', 'When the ball stops, its kinetic energy has turned into heat in the ground and the air.'],
      ]),
    ).map((term) => term.key);
    expect(keys.filter((key) => key.startsWith('kinetic energy'))).toHaveLength(1);
  });

  it('takes no phrase that picks out one case or counts them ("mass of an object", "disruption of the structure", "four DNA bases") and no subject a sentence only judges ("Gold is a good conductor …") for a defined term', () => {
    const terms = termsOf(
      documentOf([
        ['heading', 'Matter'],
        ['paragraph', 'The mass of an object is a measure of the amount of matter in it.'],
        ['paragraph', 'The four DNA bases are adenine, thymine, cytosine, and guanine.'],
        ['paragraph', 'The disruption of the structure is a change that stops the organ from working.'],
        ['paragraph', 'Gold is a good conductor of electricity, and the electronics industry uses it.'],
        ['paragraph', 'Osmosis is the movement of water across a membrane that lets water through but not solutes.'],
      ]),
    );
    const keys = terms.map((term) => term.key);
    expect(keys).toContain('osmosis');
    expect(keys.filter((key) => key.includes('object') || key.includes('four') || key.includes('structure'))).toEqual([]);
    const gold = terms.find((term) => term.key === 'gold');
    expect(gold === undefined || gold.score < terms.find((term) => term.key === 'osmosis')!.score).toBe(true);
    expect(gold?.signals.includes('definition') && gold.score >= 3).toBeFalsy();
  });

  it('teaches a term first by the facts that name it as written ("called hydrogen bonding" before "Hydrogen bonds are …")', () => {
    const terms = termsOf(
      documentOf([
        ['heading', 'Intermolecular forces'],
        ['paragraph', 'Hydrogen bonds are strong attractions between a hydrogen atom bonded to fluorine, oxygen, or nitrogen and a nearby molecule.'],
        ['paragraph', 'Molecules with these groups attract similar groups in nearby molecules strongly, a type of attraction called hydrogen bonding.', ['hydrogen bonding']],
        ['paragraph', 'Water boils at a high temperature for its size because of hydrogen bonding between its molecules.'],
      ]),
    );
    const bonding = terms.find((term) => term.text === 'hydrogen bonding')!;
    expect(flashcardText(bonding.facts[0]!).answer).toBe('hydrogen bonding');
  });

  it('blanks a term repeated after it only as part of a longer word ("the sovereign … sovereignty")', () => {
    const terms = termsOf(
      documentOf([
        ['heading', 'Power'],
        ['paragraph', 'The person or body that holds the highest power in a state is called the sovereign because its sovereignty answers to no one.'],
        ['paragraph', 'A state whose sovereign answers to no outside power governs its own territory.'],
      ]),
    );
    const sovereign = terms.find((term) => term.key === 'sovereign');
    expect(sovereign?.facts.map((fact) => flashcardText(fact).answer)).toContain('sovereign');
  });
  it('counts a name as a term the material teaches only when something defines it or sets it off, and writes it as a name', () => {
    const index = extractFacts(
      analyzeCorpus([
        documentOf([
          ['heading', 'The Civil War'],
          ['paragraph', 'At the beginning of the Civil War, few Black people in the South could read. Civil War battles left the South in ruins.'],
          ['paragraph', 'Equal Employment Opportunity Commission refers to the federal agency that enforces laws for equal pay and against discrimination at work.'],
        ]),
      ]),
    );
    const names = index.keyTerms.filter((term) => term.proper).map((term) => term.text);
    expect(names).toEqual(expect.arrayContaining(['Civil War', 'Equal Employment Opportunity Commission']));
    expect(index.termKeys.has('equal employment opportunity commission')).toBe(true);
    expect(index.termKeys.has('civil war')).toBe(false);
  });
  it('reads the name a sentence opens with ("Called Mousterian tools, these implements …") and blanks it', () => {
    const index = extractFacts(
      analyzeCorpus([
        documentOf([
          ['paragraph', 'Neanderthals made new stone tools. Called Mousterian tools, these implements were smaller hand-axes and tools made from stone flakes rather than cores. Early humans also used fire.'],
        ]),
      ]),
    );
    const term = index.keyTerms.find((candidate) => candidate.text === 'Mousterian tools');
    expect(term?.signals).toContain('definition');
    expect(term?.facts.map((fact) => flashcardText(fact).question)).toContain('Fill in the blank: Called _____, these implements were smaller hand-axes and tools made from stone flakes rather than cores.');
  });
});
