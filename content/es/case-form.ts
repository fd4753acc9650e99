import type { Translation } from '@/lib/i18n';
import type { caseFormCopy as englishCaseFormCopy } from '@/content/en/case-form';
import { promises } from './promises';

export const caseFormCopy: Translation<typeof englishCaseFormCopy> = {
  title: 'Cuéntenos sobre su caso',
  lead: `Responda algunas preguntas para que el bufete pueda preparar su consulta gratuita. Le tomará unos tres minutos. ${promises.replyAim}`,
  metaDescription: `Cuéntenos lo que pasó en unas pocas preguntas cortas, para pedir una consulta gratuita y sin compromiso. ${promises.replyAim}`,
  reassurance: ['Gratis y sin compromiso', promises.replyAim, 'Usted decide si contrata al bufete'],
};
