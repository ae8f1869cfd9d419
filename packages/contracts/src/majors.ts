/** The 15 majors of spec §3, each with the 10 courses a student of that major takes. */
export const MAJORS = [
  {
    name: 'Computer Science',
    courses: [
      'Introduction to Programming',
      'Data Structures',
      'Algorithms',
      'Discrete Mathematics',
      'Computer Architecture',
      'Operating Systems',
      'Database Systems',
      'Computer Networks',
      'Software Engineering',
      'Artificial Intelligence',
    ],
  },
  {
    name: 'Business',
    courses: [
      'Principles of Management',
      'Financial Accounting',
      'Managerial Accounting',
      'Principles of Marketing',
      'Corporate Finance',
      'Business Law',
      'Organizational Behavior',
      'Operations Management',
      'Business Statistics',
      'Strategic Management',
    ],
  },
  {
    name: 'Political Science',
    courses: [
      'Introduction to American Government',
      'Comparative Politics',
      'International Relations',
      'Political Theory',
      'Constitutional Law',
      'Public Policy',
      'Political Parties and Elections',
      'Research Methods in Political Science',
      'Foreign Policy',
      'Public Administration',
    ],
  },
  {
    name: 'Nursing',
    courses: [
      'Anatomy and Physiology',
      'Microbiology',
      'Fundamentals of Nursing',
      'Pharmacology',
      'Pathophysiology',
      'Medical-Surgical Nursing',
      'Maternal and Newborn Nursing',
      'Pediatric Nursing',
      'Mental Health Nursing',
      'Community Health Nursing',
    ],
  },
  {
    name: 'Law',
    courses: [
      'Contracts',
      'Torts',
      'Civil Procedure',
      'Criminal Law',
      'Property',
      'Constitutional Law',
      'Evidence',
      'Legal Research and Writing',
      'Administrative Law',
      'Professional Responsibility',
    ],
  },
  {
    name: 'Biology',
    courses: [
      'General Biology',
      'Cell Biology',
      'Genetics',
      'Ecology',
      'Evolutionary Biology',
      'Microbiology',
      'Molecular Biology',
      'Human Physiology',
      'Botany',
      'Zoology',
    ],
  },
  {
    name: 'Chemistry',
    courses: [
      'General Chemistry',
      'Organic Chemistry',
      'Inorganic Chemistry',
      'Physical Chemistry',
      'Analytical Chemistry',
      'Biochemistry',
      'Quantum Chemistry',
      'Instrumental Analysis',
      'Polymer Chemistry',
      'Environmental Chemistry',
    ],
  },
  {
    name: 'Psychology',
    courses: [
      'Introduction to Psychology',
      'Developmental Psychology',
      'Cognitive Psychology',
      'Social Psychology',
      'Abnormal Psychology',
      'Biological Psychology',
      'Research Methods in Psychology',
      'Personality Psychology',
      'Learning and Behavior',
      'Clinical Psychology',
    ],
  },
  {
    name: 'Mathematics',
    courses: [
      'Calculus I',
      'Calculus II',
      'Multivariable Calculus',
      'Linear Algebra',
      'Differential Equations',
      'Abstract Algebra',
      'Real Analysis',
      'Probability Theory',
      'Number Theory',
      'Topology',
    ],
  },
  {
    name: 'Physics',
    courses: [
      'Classical Mechanics',
      'Electricity and Magnetism',
      'Thermodynamics',
      'Waves and Optics',
      'Modern Physics',
      'Quantum Mechanics',
      'Statistical Mechanics',
      'Astrophysics',
      'Solid State Physics',
      'Nuclear and Particle Physics',
    ],
  },
  {
    name: 'History',
    courses: [
      'Ancient Civilizations',
      'Medieval Europe',
      'The Renaissance and Reformation',
      'Early Modern Europe',
      'United States History to 1877',
      'United States History since 1877',
      'Modern World History',
      'History of the Cold War',
      'History of East Asia',
      'Historiography and Historical Methods',
    ],
  },
  {
    name: 'English',
    courses: [
      'Composition and Rhetoric',
      'Introduction to Literature',
      'British Literature',
      'American Literature',
      'Shakespeare',
      'Poetry',
      'The Novel',
      'Literary Theory',
      'Creative Writing',
      'Linguistics',
    ],
  },
  {
    name: 'Engineering',
    courses: [
      'Engineering Statics',
      'Dynamics',
      'Mechanics of Materials',
      'Thermodynamics for Engineers',
      'Fluid Mechanics',
      'Circuit Analysis',
      'Materials Science',
      'Control Systems',
      'Engineering Design',
      'Heat Transfer',
    ],
  },
  {
    name: 'Medicine',
    courses: [
      'Gross Anatomy',
      'Histology',
      'Medical Biochemistry',
      'Medical Physiology',
      'Pathology',
      'Medical Pharmacology',
      'Medical Microbiology',
      'Immunology',
      'Neuroscience',
      'Clinical Medicine',
    ],
  },
  {
    name: 'Economics',
    courses: [
      'Principles of Microeconomics',
      'Principles of Macroeconomics',
      'Intermediate Microeconomics',
      'Intermediate Macroeconomics',
      'Econometrics',
      'International Economics',
      'Labor Economics',
      'Public Finance',
      'Money and Banking',
      'Development Economics',
    ],
  },
] as const satisfies ReadonlyArray<{ name: string; courses: readonly string[] }>;

export type Major = (typeof MAJORS)[number]['name'];
export const MAJOR_NAMES = MAJORS.map((major) => major.name) as Major[];

export function coursesOf(major: string): readonly string[] {
  return MAJORS.find((entry) => entry.name === major)?.courses ?? [];
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
