/**
 * The emails of the team's decisions on a become-teacher application or a proof-of-qualification
 * request, in the user's language, with the look of the account emails (`templates.server.ts`):
 * the greeting, one or two sentences, the staff note when there is one, a button to the master
 * page (approved) or back to the application page (rejected), and the sign-off.
 */
import type { Locale } from "~/i18n/locales";
import {
  checkedLink,
  type EmailContent,
  emailHtml,
  escapeHtml,
  greetingFor,
  MAIL_TEXTS,
  MUTED,
  PAPER,
  PLUM,
  preheaderOf,
  textSignOff,
} from "./templates.server";

interface DecisionTexts {
  subject: string;
  /** What was decided. */
  intro: string;
  /** What to do now; reads right above a button and above a plain link. */
  action: string;
  button: string;
}

interface LocaleDecisionTexts {
  /** The heading above the staff's note. */
  noteLabel: string;
  teacherApproved: DecisionTexts;
  teacherRejected: DecisionTexts;
  qualificationApproved: (level: number) => DecisionTexts;
  qualificationRejected: DecisionTexts;
}

/** Formal in uk, ru, fr, de; informal in en, pl, it, es (as the interface of each locale). */
export const DECISION_TEXTS: Record<Locale, LocaleDecisionTexts> = {
  uk: {
    noteLabel: "Коментар нашої команди:",
    teacherApproved: {
      subject: "Ви — викладач на Maistry",
      intro: "Ми розглянули вашу заявку й раді повідомити: тепер ви викладач на Maistry.",
      action: "Ваш профіль показується серед перших у списку майстрів. Перегляньте свою сторінку.",
      button: "Моя сторінка майстра",
    },
    teacherRejected: {
      subject: "Ваша заявка викладача на Maistry",
      intro: "Дякуємо за заявку стати викладачем. Цього разу ми не можемо її схвалити.",
      action: "Урахуйте коментар нижче — ви можете подати нову заявку будь-коли.",
      button: "Подати заявку знову",
    },
    qualificationApproved: (level) => ({
      subject: `Ваш рівень кваліфікації: ${level}`,
      intro: `Ми перевірили ваші сертифікати й підтвердили рівень кваліфікації ${level} з 6.`,
      action: "Рівень уже показується у вашому профілі та в списку майстрів.",
      button: "Моя сторінка майстра",
    }),
    qualificationRejected: {
      subject: "Ваш запит на підтвердження кваліфікації",
      intro: "Дякуємо за запит. Цього разу ми не можемо підтвердити рівень кваліфікації.",
      action: "Урахуйте коментар нижче — ви можете надіслати новий запит будь-коли.",
      button: "Надіслати запит знову",
    },
  },
  ru: {
    noteLabel: "Комментарий нашей команды:",
    teacherApproved: {
      subject: "Вы — преподаватель на Maistry",
      intro: "Мы рассмотрели вашу заявку и рады сообщить: теперь вы преподаватель на Maistry.",
      action: "Ваш профиль показывается среди первых в списке мастеров. Посмотрите свою страницу.",
      button: "Моя страница мастера",
    },
    teacherRejected: {
      subject: "Ваша заявка преподавателя на Maistry",
      intro: "Спасибо за заявку стать преподавателем. В этот раз мы не можем её одобрить.",
      action: "Учтите комментарий ниже — вы можете подать новую заявку в любое время.",
      button: "Подать заявку снова",
    },
    qualificationApproved: (level) => ({
      subject: `Ваш уровень квалификации: ${level}`,
      intro: `Мы проверили ваши сертификаты и подтвердили уровень квалификации ${level} из 6.`,
      action: "Уровень уже показывается в вашем профиле и в списке мастеров.",
      button: "Моя страница мастера",
    }),
    qualificationRejected: {
      subject: "Ваш запрос на подтверждение квалификации",
      intro: "Спасибо за запрос. В этот раз мы не можем подтвердить уровень квалификации.",
      action: "Учтите комментарий ниже — вы можете отправить новый запрос в любое время.",
      button: "Отправить запрос снова",
    },
  },
  en: {
    noteLabel: "A note from our team:",
    teacherApproved: {
      subject: "You are now a teacher on Maistry",
      intro: "We have reviewed your application and are happy to say: you are now a teacher on Maistry.",
      action: "Your profile now appears first in the masters list. Take a look at your page.",
      button: "My master page",
    },
    teacherRejected: {
      subject: "Your teacher application on Maistry",
      intro: "Thank you for applying to become a teacher. This time we cannot approve your application.",
      action: "Please read the note below — you can apply again at any time.",
      button: "Apply again",
    },
    qualificationApproved: (level) => ({
      subject: `Your qualification level: ${level}`,
      intro: `We have checked your certificates and confirmed qualification level ${level} of 6.`,
      action: "The level now shows on your profile and in the masters list.",
      button: "My master page",
    }),
    qualificationRejected: {
      subject: "Your proof-of-qualification request",
      intro: "Thank you for your request. This time we cannot confirm a qualification level.",
      action: "Please read the note below — you can send a new request at any time.",
      button: "Send a new request",
    },
  },
  pl: {
    noteLabel: "Komentarz naszego zespołu:",
    teacherApproved: {
      subject: "Jesteś teraz nauczycielem w Maistry",
      intro: "Rozpatrzyliśmy Twoje zgłoszenie i z radością informujemy: jesteś teraz nauczycielem w Maistry.",
      action: "Twój profil jest teraz wyświetlany na początku listy mistrzów. Zajrzyj na swoją stronę.",
      button: "Moja strona mistrza",
    },
    teacherRejected: {
      subject: "Twoje zgłoszenie nauczyciela w Maistry",
      intro: "Dziękujemy za zgłoszenie. Tym razem nie możemy go zaakceptować.",
      action: "Przeczytaj komentarz poniżej — możesz zgłosić się ponownie w każdej chwili.",
      button: "Zgłoś się ponownie",
    },
    qualificationApproved: (level) => ({
      subject: `Twój poziom kwalifikacji: ${level}`,
      intro: `Sprawdziliśmy Twoje certyfikaty i potwierdziliśmy poziom kwalifikacji ${level} z 6.`,
      action: "Poziom jest już widoczny w Twoim profilu i na liście mistrzów.",
      button: "Moja strona mistrza",
    }),
    qualificationRejected: {
      subject: "Twój wniosek o potwierdzenie kwalifikacji",
      intro: "Dziękujemy za wniosek. Tym razem nie możemy potwierdzić poziomu kwalifikacji.",
      action: "Przeczytaj komentarz poniżej — możesz wysłać nowy wniosek w każdej chwili.",
      button: "Wyślij nowy wniosek",
    },
  },
  fr: {
    noteLabel: "Le mot de notre équipe :",
    teacherApproved: {
      subject: "Vous êtes désormais formateur sur Maistry",
      intro:
        "Nous avons étudié votre candidature et sommes heureux de vous l’annoncer : vous êtes désormais formateur sur Maistry.",
      action: "Votre profil apparaît maintenant en tête de la liste des maîtres. Découvrez votre page.",
      button: "Ma page de maître",
    },
    teacherRejected: {
      subject: "Votre candidature de formateur sur Maistry",
      intro: "Merci pour votre candidature. Cette fois, nous ne pouvons pas l’accepter.",
      action: "Tenez compte du mot ci-dessous — vous pouvez postuler de nouveau à tout moment.",
      button: "Postuler de nouveau",
    },
    qualificationApproved: (level) => ({
      subject: `Votre niveau de qualification : ${level}`,
      intro: `Nous avons examiné vos certificats et confirmé le niveau de qualification ${level} sur 6.`,
      action: "Le niveau s’affiche déjà sur votre profil et dans la liste des maîtres.",
      button: "Ma page de maître",
    }),
    qualificationRejected: {
      subject: "Votre demande de preuve de qualification",
      intro:
        "Merci pour votre demande. Cette fois, nous ne pouvons pas confirmer de niveau de qualification.",
      action: "Tenez compte du mot ci-dessous — vous pouvez envoyer une nouvelle demande à tout moment.",
      button: "Envoyer une nouvelle demande",
    },
  },
  it: {
    noteLabel: "Una nota dal nostro team:",
    teacherApproved: {
      subject: "Ora sei un insegnante su Maistry",
      intro:
        "Abbiamo esaminato la tua candidatura e siamo felici di dirtelo: ora sei un insegnante su Maistry.",
      action:
        "Il tuo profilo appare ora tra i primi nell’elenco dei maestri. Dai un’occhiata alla tua pagina.",
      button: "La mia pagina",
    },
    teacherRejected: {
      subject: "La tua candidatura come insegnante su Maistry",
      intro: "Grazie per la tua candidatura. Questa volta non possiamo approvarla.",
      action: "Leggi la nota qui sotto: puoi candidarti di nuovo in qualsiasi momento.",
      button: "Candidati di nuovo",
    },
    qualificationApproved: (level) => ({
      subject: `Il tuo livello di qualifica: ${level}`,
      intro: `Abbiamo verificato i tuoi certificati e confermato il livello di qualifica ${level} su 6.`,
      action: "Il livello compare già sul tuo profilo e nell’elenco dei maestri.",
      button: "La mia pagina",
    }),
    qualificationRejected: {
      subject: "La tua richiesta di attestazione della qualifica",
      intro: "Grazie per la tua richiesta. Questa volta non possiamo confermare un livello di qualifica.",
      action: "Leggi la nota qui sotto: puoi inviare una nuova richiesta in qualsiasi momento.",
      button: "Invia una nuova richiesta",
    },
  },
  de: {
    noteLabel: "Ein Hinweis unseres Teams:",
    teacherApproved: {
      subject: "Sie sind jetzt Lehrkraft auf Maistry",
      intro:
        "wir haben Ihre Bewerbung geprüft und freuen uns: Sie sind jetzt als Lehrkraft auf Maistry freigeschaltet.",
      action: "Ihr Profil erscheint nun weit oben in der Liste der Meister. Sehen Sie sich Ihre Seite an.",
      button: "Meine Meisterseite",
    },
    teacherRejected: {
      subject: "Ihre Bewerbung als Lehrkraft auf Maistry",
      intro: "vielen Dank für Ihre Bewerbung. Diesmal können wir sie leider nicht annehmen.",
      action: "Bitte beachten Sie den Hinweis unten — Sie können sich jederzeit erneut bewerben.",
      button: "Erneut bewerben",
    },
    qualificationApproved: (level) => ({
      subject: `Ihre Qualifikationsstufe: ${level}`,
      intro: `wir haben Ihre Zertifikate geprüft und die Qualifikationsstufe ${level} von 6 bestätigt.`,
      action: "Die Stufe wird bereits in Ihrem Profil und in der Liste der Meister angezeigt.",
      button: "Meine Meisterseite",
    }),
    qualificationRejected: {
      subject: "Ihre Anfrage zum Qualifikationsnachweis",
      intro: "vielen Dank für Ihre Anfrage. Diesmal können wir leider keine Qualifikationsstufe bestätigen.",
      action: "Bitte beachten Sie den Hinweis unten — Sie können jederzeit eine neue Anfrage senden.",
      button: "Neue Anfrage senden",
    },
  },
  es: {
    noteLabel: "Una nota de nuestro equipo:",
    teacherApproved: {
      subject: "Ya eres profesor en Maistry",
      intro: "Hemos revisado tu solicitud y nos alegra decírtelo: ya eres profesor en Maistry.",
      action:
        "Tu perfil aparece ahora entre los primeros de la lista de maestros. Echa un vistazo a tu página.",
      button: "Mi página de maestro",
    },
    teacherRejected: {
      subject: "Tu solicitud de profesor en Maistry",
      intro: "Gracias por tu solicitud. Esta vez no podemos aprobarla.",
      action: "Lee la nota de abajo: puedes volver a solicitarlo cuando quieras.",
      button: "Volver a solicitar",
    },
    qualificationApproved: (level) => ({
      subject: `Tu nivel de cualificación: ${level}`,
      intro: `Hemos revisado tus certificados y confirmado el nivel de cualificación ${level} de 6.`,
      action: "El nivel ya aparece en tu perfil y en la lista de maestros.",
      button: "Mi página de maestro",
    }),
    qualificationRejected: {
      subject: "Tu solicitud de acreditación de cualificación",
      intro: "Gracias por tu solicitud. Esta vez no podemos confirmar un nivel de cualificación.",
      action: "Lee la nota de abajo: puedes enviar una nueva solicitud cuando quieras.",
      button: "Enviar una nueva solicitud",
    },
  },
};

export interface DecisionEmailInput {
  locale: Locale;
  /** The person's name as they typed it (full_name); escaped for HTML here. */
  name: string;
  /** An absolute http(s) URL: the master page (approved) or the application page (rejected). */
  link: string;
  approved: boolean;
  /** The staff's note (shown when not empty; required on a rejection). */
  note: string;
}

/** The email telling a user the team's decision on their become-teacher application. */
export function teacherDecisionEmail(input: DecisionEmailInput): EmailContent {
  const texts = DECISION_TEXTS[input.locale];
  return render(input, input.approved ? texts.teacherApproved : texts.teacherRejected);
}

/** The email telling a user the team's decision on their proof-of-qualification request. */
export function qualificationDecisionEmail(
  input: DecisionEmailInput & { level: number | null },
): EmailContent {
  const texts = DECISION_TEXTS[input.locale];
  return render(
    input,
    input.approved && input.level !== null
      ? texts.qualificationApproved(input.level)
      : texts.qualificationRejected,
  );
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]+/g;

function render({ locale, name, link, note }: DecisionEmailInput, message: DecisionTexts): EmailContent {
  const texts = MAIL_TEXTS[locale];
  const noteLabel = DECISION_TEXTS[locale].noteLabel;
  const url = checkedLink(link);
  const greeting = greetingFor(texts, name);
  const cleanNote = note.replace(/\r\n?/g, "\n").replace(CONTROL, " ").trim();

  const text = [
    greeting,
    "",
    message.intro,
    ...(cleanNote ? ["", noteLabel, cleanNote] : []),
    "",
    message.action,
    "",
    `${message.button}: ${url}`,
    "",
    ...textSignOff(texts),
  ].join("\n");

  const e = escapeHtml;
  const noteHtml = cleanNote
    ? `<p style="margin:0 0 6px;font-size:14px;font-weight:bold;color:${MUTED};">${e(noteLabel)}</p>
<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:3px solid ${PLUM};background-color:${PAPER};border-radius:4px;">${e(cleanNote).replaceAll("\n", "<br>")}</blockquote>
`
    : "";
  const html = emailHtml({
    locale,
    subject: message.subject,
    preheader: preheaderOf(message.intro),
    greeting,
    beforeButton: `<p style="margin:0 0 24px;">${e(message.intro)}</p>
${noteHtml}<p style="margin:0 0 28px;">${e(message.action)}</p>`,
    button: message.button,
    link: url,
  });
  return { subject: message.subject, text, html };
}
