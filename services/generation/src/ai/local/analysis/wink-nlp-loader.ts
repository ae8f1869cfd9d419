import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | undefined;

/** The English model takes ~100 ms to load, so one instance serves every call. */
export function winkNlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

/** wink's typings give its.lemma an extra parameter; at run time it is an ordinary token helper. */
export function lemmaHelper(nlp: WinkMethods): ItsFunction<string> {
  return nlp.its.lemma as unknown as ItsFunction<string>;
}
