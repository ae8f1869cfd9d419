/** A well-built argumentative essay (thesis, topic sentences, evidence, counterargument, conclusion). */
export const STRONG_ESSAY = `Schools Should Start Later

Many teenagers arrive at school exhausted, and their grades suffer for it. I believe high schools should start no earlier than 8:30 a.m., because later start times improve students' health, attendance and learning.

First, adolescents have a biological sleep pattern that makes early mornings difficult. According to the American Academy of Pediatrics, teenagers need between 8 and 10 hours of sleep each night, yet their internal clocks shift later during puberty. As a result, a student who cannot fall asleep before 11 p.m. is chronically deprived when the first bell rings at 7:15.

Second, districts that moved their schedules report measurable benefits. For example, a study of schools in Seattle found that median sleep increased by 34 minutes after the change, and attendance in first-period classes rose noticeably. These figures suggest that the policy does more than make mornings pleasant; it changes how much students can learn.

Some people argue that later start times disrupt bus routes and after-school sports. However, many districts have solved these problems by staggering bus schedules and adjusting practice times, which shows that the obstacles are practical rather than permanent.

In conclusion, starting school later is a simple reform with clear evidence behind it. Communities that value their students' health and achievement should make the change.`;

/** The same topic, weakly written: no paragraphs, no thesis, misspellings, lower-case starts, run-on sentences. */
export const WEAK_ESSAY = `school is to early for me and my frends and we are tired alot becuase we wake up very erly in the morning and then we go to the bus and the bus is cold and we sit in class and the teacher talk and we dont listen becuase we are tired and sleepy and it is bad. i think it is bad. the school is bad when it is early. my frend say he sleep in class every day and the teacher get mad at him and he get detention and it is not fair becuase he is tired not lazy. we need more sleep. sleep is good. if school start later we will sleep more and be happy and do good in test and in class and everything will be good for everybody in the school.`;

/** Filler to pad an essay with: the same empty sentence, many times. */
export function padWithFiller(essay: string, times = 40): string {
  return `${essay}\n\n${Array.from({ length: times }, () => 'This is a very important topic for everyone.').join(' ')}`;
}
