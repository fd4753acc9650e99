import type { Translation } from '@/lib/i18n';
import type { caseFormCopy as englishCaseFormCopy } from '@/content/en/case-form';
import { leadJourney } from './lead-journey';

export const caseFormCopy: Translation<typeof englishCaseFormCopy> = {
  title: 'Cuéntenos sobre su caso',
  lead: `Responda algunas preguntas para que el bufete pueda preparar su consulta gratuita. Le tomará unos tres minutos. ${leadJourney.replyAim}`,
  metaDescription: `Cuéntenos lo que pasó en unas pocas preguntas cortas, para pedir una consulta gratuita y sin compromiso. ${leadJourney.replyAim}`,
  reassurance: ['Gratis y sin compromiso', 'El bufete tiene como objetivo responder en menos de 24 horas', 'Usted decide si contrata a un abogado'],
};
