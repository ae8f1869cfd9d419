import type { MathWork } from '@studyforge/contracts';
import { all, create, type ConstantNode, type MathNode, type OperatorNode } from 'mathjs';

const math = create(all, { number: 'number' });

const MAX_EXPRESSION = 120;
const MAX_STEPS = 25;
const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'ln', 'pi', 'e', 'abs']);

/** OCR and typed text as mathjs syntax: typographic operators, superscripts, "ln". Null when it holds anything else. */
export function normaliseExpression(raw: string): string | null {
  const text = raw
    .replace(/[−–—]/g, '-')
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/√\s*\(?([0-9a-z.]+)\)?/gi, 'sqrt($1)')
    .replace(/\bln\(/g, 'log(')
    .replace(/\s+/g, ' ')
    .replace(/[=\s?]+$/, '')
    .trim();
  if (!text || text.length > MAX_EXPRESSION || !/^[0-9a-z+\-*/^().=, ]+$/i.test(text)) return null;
  const names = text.match(/[a-z]{2,}/gi) ?? [];
  if (names.some((name) => !FUNCTIONS.has(name.toLowerCase()))) return null;
  if ((text.match(/=/g) ?? []).length > 1) return null;
  if (!/[+\-*/^=]|sqrt/.test(text) || !/[0-9]/.test(text)) return null;
  return text;
}

const show = (node: MathNode) => node.toString({ parenthesis: 'auto', implicit: 'show' }).replace(/ \* /g, ' × ');
const format = (value: number) => (Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10))));
const variablesOf = (node: MathNode) =>
  [...new Set(node.filter((child) => child.type === 'SymbolNode' && !FUNCTIONS.has((child as unknown as { name: string }).name)).map((child) => (child as unknown as { name: string }).name))];

/** Evaluates the innermost operation whose operands are all numbers, one at a time, recording each expression. */
function reduceStepwise(start: MathNode): { steps: string[]; value: number } {
  const steps = [show(start)];
  let node = start;
  for (let step = 0; step < MAX_STEPS; step++) {
    let done = false;
    const next = node.transform((child) => {
      if (done) return child;
      const isOperation = child.type === 'OperatorNode' || child.type === 'FunctionNode';
      const args = (child as OperatorNode).args ?? [];
      if (!isOperation || !args.every((arg) => arg.type === 'ConstantNode' || (arg.type === 'ParenthesisNode' && (arg as unknown as { content: MathNode }).content.type === 'ConstantNode'))) return child;
      done = true;
      return new math.ConstantNode(Number(format(child.evaluate() as number))) as ConstantNode;
    });
    if (!done) break;
    node = next.transform((child) => (child.type === 'ParenthesisNode' && (child as unknown as { content: MathNode }).content.type === 'ConstantNode' ? (child as unknown as { content: MathNode }).content : child));
    steps.push(show(node));
  }
  return { steps, value: node.evaluate() as number };
}

function solveEquation(left: MathNode, right: MathNode, variable: string, written: string): MathWork | null {
  const moved = new math.OperatorNode('-', 'subtract', [left, new math.ParenthesisNode(right)]);
  let polynomial: { expression: MathNode; coefficients: number[] };
  try {
    polynomial = math.rationalize(moved, {}, true) as unknown as { expression: MathNode; coefficients: number[] };
  } catch {
    return null;
  }
  const [c = 0, b = 0, a = 0, ...higher] = polynomial.coefficients;
  if (higher.some((coefficient) => coefficient !== 0) || !polynomial.coefficients.every(Number.isFinite)) return null;
  const steps = [`${written}`, `Move every term to one side: ${show(moved)} = 0`, `Collect like terms: ${show(polynomial.expression)} = 0`];
  if (a === 0) {
    if (b === 0) return { expression: written, result: c === 0 ? 'true for every value' : 'no solution', steps: [...steps, c === 0 ? '0 = 0 holds for every value.' : `${format(c)} = 0 is never true.`] };
    const root = -c / b;
    const shift = c < 0 ? `Add ${format(-c)} to both sides` : `Subtract ${format(c)} from both sides`;
    steps.push(`${shift}: ${format(b)}${variable} = ${format(-c)}`, `Divide both sides by ${format(b)}: ${variable} = ${format(root)}`);
    return { expression: written, result: `${variable} = ${format(root)}`, steps };
  }
  const discriminant = b * b - 4 * a * c;
  steps.push(`Quadratic with a = ${format(a)}, b = ${format(b)}, c = ${format(c)}`, `Discriminant b² − 4ac = ${format(b * b)} − ${format(4 * a * c)} = ${format(discriminant)}`);
  if (discriminant < 0) return { expression: written, result: 'no real solution', steps: [...steps, 'The discriminant is negative, so there is no real solution.'] };
  const rootOf = (sign: 1 | -1) => (-b + sign * Math.sqrt(discriminant)) / (2 * a);
  const roots = discriminant === 0 ? [rootOf(1)] : [rootOf(-1), rootOf(1)];
  steps.push(`${variable} = (−b ± √discriminant) / 2a = (${format(-b)} ± ${format(Math.sqrt(discriminant))}) / ${format(2 * a)}`);
  const result = roots.map((root) => `${variable} = ${format(root)}`).join(' or ');
  return { expression: written, result, steps: [...steps, result] };
}

/** The arithmetic or algebra in one expression, worked out with steps; null when it is not math mathjs can read. */
export function workOut(raw: string, wantsDerivative = false): MathWork | null {
  const text = normaliseExpression(raw);
  if (!text) return null;
  try {
    const [leftText, rightText] = text.split('=');
    const left = math.parse(leftText!);
    const right = rightText?.trim() ? math.parse(rightText) : null;
    const variables = variablesOf(right ? new math.OperatorNode('-', 'subtract', [left, right]) : left);
    if (variables.length === 0) {
      const { steps, value } = reduceStepwise(left);
      if (!Number.isFinite(value)) return null;
      if (right) {
        const claimed = right.evaluate() as number;
        const correct = Math.abs(claimed - value) < 1e-9 * Math.max(1, Math.abs(value));
        return { expression: text, result: format(value), steps: [...steps, correct ? `The written answer ${format(claimed)} is correct.` : `The written answer ${format(claimed)} is not right: it should be ${format(value)}.`] };
      }
      return { expression: text, result: format(value), steps };
    }
    if (right && variables.length === 1) return solveEquation(left, right, variables[0]!, text);
    if (right) return null;
    const simplified = math.simplify(left);
    const steps = [show(left), `Simplify: ${show(simplified)}`];
    let result = show(simplified);
    if (wantsDerivative && variables.length === 1) {
      const derivative = math.derivative(simplified, variables[0]!);
      steps.push(`Differentiate with respect to ${variables[0]}: d/d${variables[0]} (${show(simplified)}) = ${show(derivative)}`);
      result = `d/d${variables[0]} = ${show(derivative)}`;
    }
    return { expression: text, result, steps };
  } catch {
    return null;
  }
}

/** Every line (of the image's text, then of the question) that holds math, worked out; at most five. */
export function findMath(lines: string[], question: string): MathWork[] {
  const wantsDerivative = /\b(derivative|differentiate|d\/dx|slope of the tangent)\b/i.test(question);
  const candidates = [...lines, ...question.split(/[\n;]|(?<=[?])\s/)];
  const seen = new Set<string>();
  const works: MathWork[] = [];
  for (const line of candidates) {
    // Words (two letters or more, other than function names) separate the pieces of math in a line.
    for (const piece of line.split(/\b(?!(?:sqrt|sin|cos|tan|log|ln|pi|abs)\b)[a-z]{2,}\b|[:;?!]|\s{3,}/i)) {
      const candidate = piece.replace(/^[^0-9a-z(√−-]+/i, '').replace(/[^0-9a-z)²³]+$/i, '').trim();
      const work = workOut(candidate, wantsDerivative);
      if (!work || seen.has(work.expression)) continue;
      seen.add(work.expression);
      works.push(work);
      if (works.length === 5) return works;
    }
  }
  return works;
}
