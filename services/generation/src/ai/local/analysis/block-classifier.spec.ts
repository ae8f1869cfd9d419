import { describe, expect, it } from 'vitest';
import type { TextBlock } from '../../../extraction/extracted-document.js';
import { addressesReader, studyBlocks } from './block-classifier.js';

const block = (kind: TextBlock['kind'], text: string, level?: number): TextBlock => ({ kind, text, level, page: 1, section: null });
const boxed = (kind: TextBlock['kind'], text: string, level?: number): TextBlock => ({ ...block(kind, text, level), boxed: true });

describe('studyBlocks', () => {
  it('keeps running text and drops reference, exercise and answer sections up to the next heading of their level', () => {
    const blocks = [
      block('heading', 'Osmosis', 2),
      block('paragraph', 'Osmosis is the movement of water across a membrane.'),
      block('heading', 'Review Questions', 2),
      block('list-item', 'Which process moves water across a membrane?'),
      block('heading', 'Part A', 3),
      block('paragraph', 'Explain why a cell bursts in pure water.'),
      block('heading', 'References', 2),
      block('paragraph', 'Smith, J. A. (2005). Osmosis in cells. Journal of Cell Biology, 12(3), 45–67.'),
      block('heading', 'Diffusion', 2),
      block('paragraph', 'Diffusion moves particles from high to low concentration.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, false, true, true]);
  });

  it('drops a feature box after its heading, and captions, page furniture, reference lines and numbered exercises anywhere', () => {
    const blocks = [
      block('heading', 'Link to Learning', 4),
      block('paragraph', 'Visit this site to watch osmosis happen in a red blood cell.'),
      block('paragraph', 'Figure 3.2 A red blood cell in a hypertonic solution. (credit: modification of work by NIH)'),
      block('paragraph', 'Access for free at openstax.org'),
      block('paragraph', 'Deci, E. L. (1971). Effects of externally mediated rewards on intrinsic motivation.'),
      block('list-item', '3. Which of these solutions makes a cell shrink?'),
      block('list-item', 'b. hypertonic'),
      block('heading', 'Tonicity', 3),
      block('paragraph', 'A hypertonic solution has more solute than the cell, so water leaves the cell.'),
      block('list-item', 'a) The nucleus stores the cell’s DNA and controls its activity.'),
    ];
    expect(studyBlocks(blocks)).toEqual([false, false, false, false, false, false, false, true, true, true]);
  });

  it('reads apparatus and feature labels set as plain lines (pasted text), a box title under its label, and learning objectives', () => {
    const blocks = [
      block('heading', 'Markets', 2),
      block('paragraph', 'By the end of this section, you will be able to:'),
      block('list-item', 'Explain gross domestic product'),
      block('paragraph', 'A market is a place where buyers and sellers meet.'),
      block('heading', 'Clear It Up', 3),
      block('heading', 'What countries are considered economically free?', 4),
      block('paragraph', 'The Heritage Foundation ranks countries by economic freedom.'),
      block('heading', 'Prices', 2),
      block('paragraph', 'A price is what a buyer pays.'),
      block('paragraph', 'Self-Check Question'),
      block('list-item', '1. The chapter defines private enterprise as a feature of markets.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, false, false, true, false, false, false, true, true, false, false]);
  });

  it('drops a case study that a list of sources closes (a pasted box), and its questions to the reader, not a table\'s single source', () => {
    const blocks = [
      block('heading', 'Factors of Production', 2),
      block('paragraph', 'Entrepreneurs are the people who combine the inputs of natural resources, labor, and capital to produce goods.'),
      block('heading', 'StickerGiant Embraces Change', 2),
      block('paragraph', 'The drawn-out presidential election in 2000 inspired Fischer to create a bumper sticker.'),
      block('paragraph', 'In 2012 he decided to introduce a concept called open-book management.'),
      block('list-item', 'How does being a risk-taker help Fischer in his business activities?'),
      block('paragraph', 'Sources: “All About StickerGiant,” https://www.stickergiant.com, accessed May 29, 2017; Bo Burlingham, “Small Giants,” Forbes, May 9, 2017.'),
      block('paragraph', 'Knowledge refers to the combined talents and skills of the workforce.'),
      block('heading', 'Prices', 2),
      block('paragraph', 'Table 3.1 shows the price of wheat across ten years of harvests.'),
      block('paragraph', 'Source: U.S. Department of Agriculture.'),
      block('paragraph', 'A price floor keeps a price from falling below a set level.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, true, true, true, false, true]);
  });

  it('keeps a topic of notes that its sources close without questions to the reader', () => {
    const blocks = [
      block('heading', 'Week 3: Markets', 2),
      block('paragraph', 'A market is a place where buyers and sellers meet.'),
      block('heading', 'Price Controls', 2),
      block('paragraph', 'A price ceiling keeps a price from rising above a set level.'),
      block('paragraph', 'Sources: textbook chapter 4; lecture slides of week 3.'),
      block('heading', 'Elasticity', 2),
      block('paragraph', 'Elasticity measures how much quantity responds to price.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, true, true, false, true, true]);
  });

  it('keeps a long stretch that a list of sources closes: the running text, not a box', () => {
    const paragraphs = Array.from({ length: 13 }, (_, index) => block('paragraph', `Demand curve number ${index + 1} slopes downward as prices rise.`));
    const question = block('list-item', 'How would you expect demand to respond to a fall in incomes?');
    const blocks = [block('heading', 'Demand', 2), block('paragraph', 'Demand is a schedule of quantities.'), block('heading', 'Shifts in Demand', 2), ...paragraphs, question, block('paragraph', 'Sources: Bureau of Labor Statistics, 2019; Census Bureau, 2020.')];
    expect(studyBlocks(blocks).slice(2, 16)).toEqual(Array(14).fill(true));
  });

  it('drops pointers to videos and websites addressed to the reader, and a media box after one paragraph', () => {
    const blocks = [
      block('heading', 'The Nucleus', 2),
      block('paragraph', 'The nucleus holds the cell’s DNA.'),
      block('paragraph', 'View the University of Michigan WebScope to explore the tissue sample in greater detail.'),
      block('paragraph', 'Explore this genetics website to learn more about stem cells. How do somatic stem cells differ?'),
      block('paragraph', 'Video'),
      block('paragraph', 'Court Shorts: Rule of Law In this brief video, judges discuss the meaning of the rule of law.'),
      block('paragraph', 'Other countries have come to have an authoritarian-populist judiciary.'),
      block('paragraph', 'In this clip, a professor explains realism and neorealism.'),
      block('paragraph', 'As you watch the video, look closely at the reactions of the infant.'),
      block('paragraph', 'Watch this video is a phrase the reader never sees in running text.'),
      block('paragraph', 'DNA replication copies the genome before the cell divides.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, true, false, false, false, true]);
  });

  it('skips labelled boxes set as plain lines with their title heading, and a caption read as a heading inside a box', () => {
    const blocks = [
      block('heading', 'Thyroid Hormones', 2),
      block('paragraph', 'Thyroid hormones raise the basal metabolic rate.'),
      block('paragraph', 'Everyday Connection'),
      block('heading', 'Classical Conditioning at Stingray City', 1),
      block('paragraph', 'Kate and her spouse fed the stingrays on a boat tour.'),
      block('heading', 'Figure 6.4 (credit: modification of work by Kent Wang)', 1),
      block('paragraph', 'The stingrays had learned to expect food at the sound of the boat.'),
      block('heading', 'Think Like a Philosopher', 3),
      block('paragraph', 'Cognitive biases are common to us all.'),
      block('paragraph', 'Write a short paragraph about a bias you hold.'),
      block('paragraph', 'Metacognition means thinking about thinking.'),
      block('heading', 'Connections', 3),
      block('paragraph', 'The chapter on normative moral theory explores utilitarianism in greater depth.'),
      block('paragraph', 'Critics of hedonism complain that pleasure is too varied to measure.'),
      block('heading', 'Calcitonin', 2),
      block('paragraph', 'The thyroid gland also secretes calcitonin.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, false, false, false, true, false, false, true, true, true]);
  });

  it('skips a disorder box titled by its organ system, also when the title is glued to its first sentence', () => {
    const blocks = [
      block('heading', 'Bone Remodeling', 2),
      block('paragraph', 'Remodeling replaces old bone with new bone.'),
      block('heading', 'Endocrine System: Iodine Deficiency, Hypothyroidism, and Hyperthyroidism', 3),
      block('paragraph', 'Called hypothyroidism, the condition is characterized by a low metabolic rate.'),
      block('heading', 'The Nervous System', 2),
      block('paragraph', 'Skeletal System Osteogenesis imperfecta (OI) is a genetic disease in which bones break easily.'),
      block('paragraph', 'It is also called brittle bone disease.'),
      block('heading', 'Nervous Tissue', 2),
      block('paragraph', 'Neurons carry signals.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, true, false, false, true, true]);
  });
});

describe('studyBlocks on boxes, worked examples and text addressed to the reader', () => {
  it('drops every block printed in a box, whatever its title, and keeps the running text on both sides', () => {
    const blocks = [
      block('heading', 'Acids', 2),
      block('paragraph', 'An acid is a substance that yields hydronium ions in water.'),
      boxed('heading', 'Kitchen Science', 4),
      boxed('heading', 'Pickles', 4),
      boxed('paragraph', 'Pickling preserves vegetables in an acidic environment.'),
      boxed('list-item', 'Vinegar is a dilute acid.'),
      block('paragraph', 'A base is a substance that yields hydroxide ions in water.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, true]);
  });

  it('reads a document that is all or nearly all box (notes typed in one table cell, a page that shades its whole article) as running text', () => {
    const blocks = [boxed('heading', 'Acids', 2), boxed('paragraph', 'An acid is a substance that yields hydronium ions in water.'), boxed('list-item', 'Vinegar is a dilute acid.')];
    expect(studyBlocks(blocks)).toEqual([true, true, true]);
    const article = [block('heading', 'Acids and Bases', 1), ...blocks, boxed('paragraph', 'A base is a substance that yields hydroxide ions in water.')];
    expect(studyBlocks(article)).toEqual([true, true, true, true, true]);
  });

  it("keeps a box that mostly defines the running text's terms (a key-terms panel) and drops its title", () => {
    const blocks = [
      block('heading', 'Membrane Transport', 2),
      block('paragraph', 'Water crosses the membrane by osmosis, and small solutes spread by diffusion.'),
      boxed('heading', 'Key Terms', 4),
      boxed('paragraph', 'Osmosis is the movement of water across a semipermeable membrane.'),
      boxed('paragraph', 'Diffusion: the spread of particles from high to low concentration.'),
      boxed('paragraph', 'Both need no energy.'),
      block('paragraph', 'Active transport uses ATP.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, true, true, true, true]);
  });

  it('drops a box whose definitions name terms the running text never uses, or whose sentences mostly define nothing', () => {
    const blocks = [
      block('heading', 'Membrane Transport', 2),
      block('paragraph', 'Water crosses the membrane by osmosis.'),
      boxed('heading', 'Kitchen Science', 4),
      boxed('paragraph', 'Brine is a salty solution used for pickling.'),
      boxed('paragraph', 'This is a classic home experiment.'),
      block('paragraph', 'Active transport uses ATP.'),
      boxed('heading', 'Lab Safety', 4),
      boxed('paragraph', 'Osmosis is the movement of water. Wear goggles at all times. Wash your hands before you leave. Label every beaker.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, true, false, false]);
  });

  it('drops an end-of-section exercise block named by what it holds, up to the next heading of its level', () => {
    const blocks = [
      block('heading', 'Bases', 2),
      block('paragraph', 'A strong base dissociates completely in water.'),
      block('heading', 'Biology End of Chapter Exercises', 2),
      block('paragraph', 'What is the difference between a strong and a weak base?'),
      block('paragraph', 'Sodium hydroxide is a strong base.'),
      block('heading', 'Section 4 Review Questions', 2),
      block('paragraph', 'Lye is sodium hydroxide.'),
      block('heading', 'Salts', 2),
      block('paragraph', 'A salt is an ionic compound formed by neutralization.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, true, true]);
  });

  it('skips a worked example through its solution, its check and its answer, and keeps the text after it', () => {
    const blocks = [
      block('heading', 'Redox', 2),
      block('paragraph', 'Oxidation is the loss of electrons.'),
      block('paragraph', 'Example'),
      block('heading', 'Finding Oxidation Numbers', 4),
      block('paragraph', 'Assign oxidation numbers to the atoms in water.'),
      block('heading', 'Solution', 5),
      block('paragraph', 'Hydrogen is +1, so oxygen is -2.'),
      block('paragraph', 'Check Your Learning'),
      block('paragraph', 'Assign oxidation numbers to the atoms in ammonia.'),
      block('heading', 'Answer:', 4),
      block('paragraph', 'N, -3; H, +1'),
      block('paragraph', 'Reduction is the gain of electrons.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, false, false, false, false, true]);
  });

  it('ends a worked example without an answer at the next heading', () => {
    const blocks = [
      block('heading', 'Example 4.2', 3),
      block('heading', 'Balancing an Equation', 4),
      block('paragraph', 'Balance the equation for the combustion of methane.'),
      block('heading', 'Solution', 4),
      block('paragraph', 'Two oxygen molecules are needed for each methane molecule.'),
      block('heading', 'Combustion', 2),
      block('paragraph', 'A combustion reaction is a vigorous redox reaction with oxygen.'),
    ];
    expect(studyBlocks(blocks)).toEqual([false, false, false, false, false, true, true]);
  });

  it('drops prompts, numbered exercises and their lettered parts, and keeps a procedure and teaching prose that says "you" in passing', () => {
    const blocks = [
      block('heading', 'Interest Groups', 2),
      block('paragraph', 'How can you get involved in your community? Why might students not do so? Is this feasible?'),
      block('paragraph', 'Should the government regulate fishing? Why or why not?'),
      block('paragraph', 'Write the net ionic equation for the neutralization of a strong acid.'),
      block('paragraph', '12. Explain why a weak acid ionizes only partly in water.'),
      block('paragraph', '(a) potassium sulfate and barium nitrate'),
      block('paragraph', 'ii. Na2SO4'),
      block('paragraph', 'A state might hold a primary instead of a caucus because a primary is ________.'),
      block('list-item', 'Balance all elements except oxygen and hydrogen.'),
      block('paragraph', 'As you may have guessed, antacids are bases. An antacid neutralizes excess stomach acid. Calcium carbonate is a common antacid.'),
      block('paragraph', 'But where do opinions come from? Most citizens base their opinions on their beliefs. Beliefs are ideas held to be true.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, false, false, false, false, false, false, false, true, true, true]);
  });

  it('drops a short stretch under a title set beneath a label when questions to the reader close it, and keeps an untitled one', () => {
    const blocks = [
      block('heading', 'Public Goods', 2),
      block('paragraph', 'Public goods are available to all without direct payment.'),
      block('paragraph', 'Weighing Both Sides'),
      block('heading', 'Regulating Fisheries', 3),
      block('paragraph', 'Fish are a common good whose access the government regulates.'),
      block('paragraph', 'Should the government regulate fishing? Why or why not?'),
      block('heading', 'Common Goods', 3),
      block('paragraph', 'Common goods are available to all but can be used up.'),
      block('paragraph', 'What might explain the overuse of a common good? Think about who pays for it.'),
      block('paragraph', 'Toll goods are available to many but only for a fee.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, true, true, false, true]);
  });

  it('reads a title set under a label line that follows the running text as a feature box, up to the questions closing it', () => {
    const blocks = [
      block('heading', 'Debates', 2),
      block('paragraph', 'Candidates prepare for debates for weeks before they face each other.'),
      block('paragraph', 'From the Inside'),
      block('heading', 'Advice for Debaters', 3),
      block('paragraph', 'A former adviser recommends that candidates relax and have a little fun.'),
      block('paragraph', 'Is this advice good? Why or why not?'),
      block('paragraph', 'Debate rules prevent candidates from using notes or props on stage.'),
      block('heading', 'Primaries', 2),
      block('paragraph', 'Video'),
      block('paragraph', 'How primaries work, a short film'),
      block('paragraph', 'Primaries'),
      block('heading', 'Open Primaries', 3),
      block('paragraph', 'In an open primary any registered voter may take part.'),
      block('heading', 'Answer:', 4),
      block('paragraph', 'sodium sulfate, BaSO4'),
      block('heading', 'Acid-Base Reactions', 2),
      block('paragraph', 'An acid-base reaction is one in which a hydrogen ion is transferred between species.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, true, true, false, false, true, true, true, false, false, true, true]);
  });

  it('keeps a heading with nothing under it, then one of its own level, as study text: a student\'s notes set "Week 3" above "Osmosis" as often as a page sets a box label above its title', () => {
    const blocks = [
      block('heading', 'Cell Transport', 1),
      block('paragraph', 'Cells move substances across their membranes by diffusion, osmosis and active transport.'),
      block('heading', 'Week 3', 2),
      block('heading', 'Osmosis', 2),
      block('paragraph', 'Osmosis is the diffusion of water across a selectively permeable membrane.'),
      block('paragraph', 'Water moves toward the side with more dissolved solute.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, true, true, true, true]);
  });

  it('finds pasted boxes past a caption, under an exclaimed label, two in a row, and after an answer pasted as nothing', () => {
    const blocks = [
      block('heading', 'Atoms', 2),
      block('paragraph', 'An atom is the smallest unit of an element that keeps its chemical properties.'),
      block('paragraph', 'Figure 1.9 Molecules of hydrogen and oxygen.'),
      block('paragraph', 'Science at Home'),
      block('heading', 'Splitting Water', 3),
      block('paragraph', 'A battery splits water into hydrogen and oxygen gas in a kitchen experiment.'),
      block('paragraph', 'Science at Home'),
      block('heading', 'Phones', 3),
      block('paragraph', 'A phone holds dozens of elements mined around the world.'),
      block('heading', 'Example 4.2', 3),
      block('paragraph', 'Which salt forms when barium nitrate meets sodium sulfate?'),
      block('paragraph', 'Answer:'),
      block('paragraph', 'Take Part!'),
      block('heading', 'Join a Poll', 3),
      block('paragraph', 'Polling firms invite volunteers to answer surveys online.'),
      block('heading', 'Molecules', 2),
      block('paragraph', 'A molecule is two or more atoms joined by chemical bonds.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true]);
  });

  it('weighs a block by its sentences: mostly questions, instructions or second person, with at least one prompt', () => {
    expect(addressesReader('Visit the website of a polling firm. What topics do its surveys cover?')).toBe(true);
    expect(addressesReader('You may want to research tuition. What might explain the rise in costs? How would you find out?')).toBe(true);
    expect(addressesReader('Does the name Pavlov ring a bell? Even if you are new to psychology, you have likely heard of his dogs.')).toBe(false);
    expect(addressesReader('Research suggests that stereotypes persist. State governments regulate elections.')).toBe(false);
    expect(addressesReader('You can see that the sample is a mixture. A mixture has variable composition.')).toBe(false);
    expect(addressesReader('Matter is anything that occupies space and has mass.')).toBe(false);
  });
});

/** The former option-line pattern: right, but a long first word made it try every split of that word into six. */
const FORMER_EXERCISE_ITEM = /^\s*(?:\d{1,3}[.)]\s.{0,400}\?\s*$|[a-e][.)]\s(?:\S+\s?){1,6}$)/su;

describe('studyBlocks on option lines', () => {
  it('drops exactly the lines the former pattern dropped, on random short option lines', () => {
    // No digits, so a question mark never mattered to the former pattern (a lone question is a prompt now).
    const pieces = ['a', 'b', 'e', 'f', '.', ')', ' ', '  ', '\t', 'xy', 'Cell'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 3000; i += 1) {
      const text = Array.from({ length: 1 + Math.floor(next() * 14) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      expect([text, studyBlocks([block('paragraph', text)])[0]]).toEqual([text, !FORMER_EXERCISE_ITEM.test(text.trim())]);
    }
  });

  it('reads an option line whose first word is long without trying its splits (the former pattern took minutes on 160 letters)', () => {
    const long = `a. ${'x'.repeat(200_000)}`;
    expect(studyBlocks([block('paragraph', `${long} y y y y y y y`), block('paragraph', `${long} y y y y y`)])).toEqual([true, false]);
  });
});

describe('studyBlocks on pasted structure: box ends, objectives, answers and figure references', () => {
  it("does not open a box at a video's link line after the box took it, and reads a title-cased video title apart from its text", () => {
    const blocks = [
      block('heading', 'Habits', 2),
      block('paragraph', 'A habit is a behaviour repeated so often that it runs without deliberate thought.'),
      block('paragraph', 'Video'),
      block('paragraph', 'How Habits Form, with a Sleep Researcher'),
      block('paragraph', 'How Habits Form'),
      block('heading', 'Cue and Reward', 3),
      block('paragraph', 'A cue starts the routine and a reward makes the brain more likely to repeat it.'),
      block('paragraph', 'The routine grows faster when the reward follows it closely in time.'),
      block('paragraph', 'Video'),
      block('paragraph', 'Breaking the Loop from the Documentary Small Steps'),
      block('paragraph', 'The 2019 documentary follows three people who each replace one routine over a year.'),
      block('paragraph', 'Replacing the routine while keeping the cue and the reward is the most reliable way to change a habit.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, true, true, true, false, false, false, true]);
  });

  it('drops a "Learning Objectives" heading with its objectives, and a worked example\'s answer past its usual length', () => {
    const example = Array.from({ length: 18 }, (_, step) => block('paragraph', `Step ${step + 1}. Add the next reading to the running total.`));
    const blocks = [
      block('heading', '3.1 Measuring Rainfall', 2),
      block('heading', 'Learning Objectives', 3),
      block('list-item', 'Describe how a rain gauge works'),
      block('list-item', 'Convert rainfall depth to volume'),
      block('paragraph', 'A rain gauge collects the rain that falls on a known area over a known time.'),
      block('paragraph', 'Example'),
      block('heading', 'Totals for a Week', 3),
      ...example,
      block('paragraph', 'Answer:'),
      block('list-item', 'mm, +4; (b) mm, +7'),
      block('paragraph', 'Rainfall depth times the catchment area gives the volume of water collected.'),
    ];
    const keep = studyBlocks(blocks);
    expect(keep.slice(0, 5)).toEqual([true, false, false, false, true]);
    expect(keep.slice(5, -1).every((kept) => !kept)).toBe(true);
    expect(keep[keep.length - 1]).toBe(true);
  });

  it('keeps the running text that points at a figure or table and drops the caption and a figure number set alone', () => {
    const blocks = [
      block('heading', 'Rainfall', 2),
      block('paragraph', 'Table 2.1 lists the wettest months of the last decade for three towns.'),
      block('paragraph', 'Figure 2.3 shows how rainfall rises towards the coast.'),
      block('paragraph', 'Figure 2.3 Rainfall along the coast road, in millimetres per year.'),
      block('paragraph', 'Figure 2.4 illustrates a gauge. (credit: work by a weather service)'),
      block('heading', 'Figure 2.5', 3),
      block('paragraph', 'Coastal towns receive more rain because moist air rises as it meets the hills.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, true, false, false, false, true]);
  });
});

describe('studyBlocks on a pasted box longer than its usual size', () => {
  it('runs a box on through its next step and a block that goes on from the one before, and ends it at running text', () => {
    const blocks = [
      block('heading', 'Speed', 2),
      block('paragraph', 'Speed is the distance an object covers in a unit of time, whatever its direction.'),
      block('paragraph', 'Try It Yourself'),
      block('heading', 'Timing a Cyclist', 3),
      block('paragraph', 'A cyclist rides 12 kilometres in 30 minutes along a flat road.'),
      block('paragraph', 'Step 1. Write the distance in kilometres.'),
      block('paragraph', 'Step 2. Write the time in hours.'),
      block('paragraph', 'Step 3. Divide the distance by the time.'),
      block('paragraph', 'Step 4. Round the result to a whole number.'),
      block('paragraph', 'Therefore, the cyclist rides at 24 kilometres per hour on average.'),
      block('paragraph', 'This average hides the faster and slower stretches of the ride along the way.'),
      block('paragraph', 'Velocity adds a direction to speed, so two cars at the same speed can have different velocities.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, false, false, false, false, true]);
  });
});

describe('studyBlocks on reference lines', () => {
  it('drops author-date references without a heading and keeps running text that cites a case year far into it', () => {
    const blocks = [
      block('heading', 'Voting', 2),
      block(
        'paragraph',
        'The new law required federal officials to watch elections in several states. Registration rose quickly in the years after it passed. Many observers thought the matter settled, until the court struck down its central test in Kent County v. Miles (2011). States could again change their rules without approval.',
      ),
      block('paragraph', 'Garner, Lucy. 2017. “Counting Ballots.” In The Handbook of Elections, edited by Sam Reed. Boston: Harbor Press.'),
      block('paragraph', 'Okafor, Daniel Ike. (1921) 2004. Letters on Liberty, edited by Ann Moss. 3rd edition. Leeds: Dale Books.'),
      block('paragraph', 'Hale, R. J., & Moss, A. (2015). Turnout and weather. Journal of Voting, 4(2), 10–20.'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false]);
  });
});

describe('studyBlocks on an activity box with a list and a quoted source', () => {
  it("runs an activity box on through the rest of its list and drops a quotation's source line", () => {
    const blocks = [
      block('heading', 'Claims', 2),
      block('paragraph', 'A descriptive claim states how things are, and an evaluative claim states how they ought to be.'),
      block('heading', 'Think Like a Philosopher', 3),
      block('paragraph', 'Sort the claims below into descriptive and evaluative ones.'),
      block('list-item', 'Rivers carry sand to the sea.'),
      block('list-item', 'Towns ought to plant more trees.'),
      block('list-item', 'Bread is made from flour, water and yeast.'),
      block('heading', 'Mixed Claims', 2),
      block('paragraph', 'Some sentences mix both kinds of claim, describing a fact and judging it at once.'),
      block('paragraph', '(Source: Lane, Mary. 1990. Claims and Values. Leeds: Dale Books.)'),
    ];
    expect(studyBlocks(blocks)).toEqual([true, true, false, false, false, false, false, true, true, false]);
  });
});
