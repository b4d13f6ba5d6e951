import type { Locale } from "~/i18n/locales";
import { ukrainianVocative } from "./ukrainian-vocative.server";

/** A rendered email, ready for `Mailer.send` together with a recipient. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailInput {
  locale: Locale;
  /** The person's name as they typed it (full_name); escaped for HTML here. */
  name: string;
  /** An absolute http(s) URL. */
  link: string;
}

/** The words of one kind of email. */
export interface MessageTexts {
  subject: string;
  /** One warm sentence: who we are or why this email came. */
  intro: string;
  /** One sentence: what to do. It reads right both above a button and above a plain link. */
  action: string;
  /** The button's label. */
  button: string;
  /** How long the link works. */
  validity: string;
  /** What to do if the email was not expected. */
  ignore: string;
}

/** Everything an email says in one locale. */
export interface MailTexts {
  /** The greeting line for a name. */
  greeting: (name: string) => string;
  /** The greeting line when the name is empty. */
  greetingNoName: string;
  /** Under the button: the same link for when the button does not work. */
  linkHint: string;
  /** The sign-off; `\n` breaks the line. */
  signature: string;
  /** Under the card: what Maistry is. */
  tagline: string;
  activation: MessageTexts;
  passwordReset: MessageTexts;
}

const NBSP = "\u00a0";

/**
 * The texts of every email in every locale. The register follows each locale's interface:
 * uk, ru, fr and de address the reader formally, pl, it, es and en informally, and none of the
 * sentences depend on the reader's gender.
 */
export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  uk: {
    greeting: (name) => `Вітаємо, ${ukrainianVocative(name)}!`,
    greetingNoName: "Вітаємо!",
    linkHint: "Якщо кнопка не працює, скопіюйте це посилання й відкрийте його в браузері:",
    signature: "З теплом,\nкоманда Maistry",
    tagline: "Відеоуроки від майстрів краси",
    activation: {
      subject: "Активуйте обліковий запис Maistry",
      intro: "Дякуємо, що приєдналися до Maistry — відеоуроків від майстрів краси.",
      action: "Залишився один крок: підтвердьте адресу електронної пошти, щоб активувати обліковий запис.",
      button: "Активувати обліковий запис",
      validity: "Посилання дійсне протягом 3 днів.",
      ignore: "Якщо ви не реєструвалися в Maistry, просто не зважайте на цей лист.",
    },
    passwordReset: {
      subject: "Відновлення пароля в Maistry",
      intro: "Ми отримали запит на відновлення пароля для вашого облікового запису Maistry.",
      action: "Придумайте новий пароль — це займе лише хвилину.",
      button: "Встановити новий пароль",
      validity: "Посилання дійсне протягом 24 годин.",
      ignore:
        "Якщо ви не надсилали такого запиту, просто не зважайте на цей лист — ваш пароль залишиться незмінним.",
    },
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    greetingNoName: "Здравствуйте!",
    linkHint: "Если кнопка не работает, скопируйте эту ссылку и откройте её в браузере:",
    signature: "С теплом,\nкоманда Maistry",
    tagline: "Видеоуроки от мастеров красоты",
    activation: {
      subject: "Активируйте аккаунт Maistry",
      intro: "Спасибо, что присоединились к Maistry — видеоурокам от мастеров красоты.",
      action: "Остался один шаг: подтвердите адрес электронной почты, чтобы активировать аккаунт.",
      button: "Активировать аккаунт",
      validity: "Ссылка действительна 3 дня.",
      ignore: "Если вы не регистрировались в Maistry, просто проигнорируйте это письмо.",
    },
    passwordReset: {
      subject: "Восстановление пароля в Maistry",
      intro: "Мы получили запрос на восстановление пароля для вашего аккаунта Maistry.",
      action: "Придумайте новый пароль — это займёт всего минуту.",
      button: "Задать новый пароль",
      validity: "Ссылка действительна 24 часа.",
      ignore:
        "Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо — ваш пароль останется прежним.",
    },
  },
  en: {
    greeting: (name) => `Hi ${name},`,
    greetingNoName: "Hi there,",
    linkHint: "If the button doesn’t work, copy this link into your browser:",
    signature: "Warmly,\nthe Maistry team",
    tagline: "Video lessons from beauty masters",
    activation: {
      subject: "Activate your Maistry account",
      intro: "Thanks for joining Maistry — video lessons from beauty masters.",
      action: "Just one more step: confirm your email address to activate your account.",
      button: "Activate my account",
      validity: "The link is valid for 3 days.",
      ignore: "If you didn’t sign up for Maistry, just ignore this email.",
    },
    passwordReset: {
      subject: "Reset your Maistry password",
      intro: "We received a request to reset the password for your Maistry account.",
      action: "Choose a new one — it only takes a minute.",
      button: "Choose a new password",
      validity: "The link is valid for 24 hours.",
      ignore: "If you didn’t ask for this, just ignore this email — your password stays the same.",
    },
  },
  pl: {
    greeting: (name) => `Cześć, ${name}!`,
    greetingNoName: "Cześć!",
    linkHint: "Jeśli przycisk nie działa, skopiuj ten link i wklej go do przeglądarki:",
    signature: "Serdecznie pozdrawiamy,\nzespół Maistry",
    tagline: "Lekcje wideo od profesjonalistów z branży urodowej",
    activation: {
      subject: "Aktywuj konto w Maistry",
      intro: "Dziękujemy, że dołączasz do Maistry – lekcji wideo od profesjonalistów z branży urodowej.",
      action: "Został tylko jeden krok: potwierdź swój adres e-mail, aby aktywować konto.",
      button: "Aktywuj konto",
      validity: "Link jest ważny przez 3 dni.",
      ignore: "Jeśli to nie ty zakładasz konto w Maistry, po prostu zignoruj tę wiadomość.",
    },
    passwordReset: {
      subject: "Zresetuj hasło do konta Maistry",
      intro: "Otrzymaliśmy prośbę o zresetowanie hasła do twojego konta Maistry.",
      action: "Ustaw nowe hasło – to zajmie tylko chwilę.",
      button: "Ustaw nowe hasło",
      validity: "Link jest ważny przez 24 godziny.",
      ignore:
        "Jeśli ta prośba nie pochodzi od ciebie, po prostu zignoruj tę wiadomość – twoje hasło pozostanie bez zmian.",
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    greetingNoName: "Bonjour,",
    linkHint: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`,
    signature: "Bien chaleureusement,\nL’équipe Maistry",
    tagline: "Cours vidéo de professionnels de la beauté",
    activation: {
      subject: "Activez votre compte Maistry",
      intro: "Merci d’avoir rejoint Maistry, les cours vidéo de professionnels de la beauté.",
      action: `Plus qu’une étape${NBSP}: confirmez votre adresse e-mail pour activer votre compte.`,
      button: "Activer mon compte",
      validity: `Ce lien est valable 3${NBSP}jours.`,
      ignore: "Si vous n’êtes pas à l’origine de cette inscription, ignorez simplement cet e-mail.",
    },
    passwordReset: {
      subject: "Réinitialisez votre mot de passe Maistry",
      intro: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Maistry.",
      action: `Choisissez-en un nouveau${NBSP}: cela ne prend qu’une minute.`,
      button: "Choisir un nouveau mot de passe",
      validity: `Ce lien est valable 24${NBSP}heures.`,
      ignore: `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
    },
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    greetingNoName: "Ciao,",
    linkHint: "Se il pulsante non funziona, copia questo collegamento nel browser:",
    signature: "Un caro saluto,\nil team di Maistry",
    tagline: "Videolezioni dei professionisti della bellezza",
    activation: {
      subject: "Attiva il tuo profilo Maistry",
      intro: "Grazie per aver scelto Maistry, le videolezioni dei professionisti della bellezza.",
      action: "Manca solo un passo: conferma il tuo indirizzo e-mail per attivare il profilo.",
      button: "Attiva il profilo",
      validity: "Il collegamento è valido per 3 giorni.",
      ignore: "Se la registrazione non l’hai richiesta tu, ignora pure questa e-mail.",
    },
    passwordReset: {
      subject: "Reimposta la password di Maistry",
      intro: "Abbiamo ricevuto una richiesta di reimpostazione della password del tuo profilo Maistry.",
      action: "Scegline una nuova: ci vuole solo un minuto.",
      button: "Scegli una nuova password",
      validity: "Il collegamento è valido per 24 ore.",
      ignore:
        "Se la richiesta non l’hai fatta tu, ignora pure questa e-mail: la tua password resterà invariata.",
    },
  },
  de: {
    // German letters go on in lower case after a greeting that ends in a comma.
    greeting: (name) => `Hallo ${name},`,
    greetingNoName: "Hallo,",
    linkHint: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
    signature: "Herzliche Grüße\nIhr Maistry-Team",
    tagline: "Videolektionen von Schönheitsprofis",
    activation: {
      subject: "Aktivieren Sie Ihr Maistry-Konto",
      intro:
        "vielen Dank, dass Sie sich bei Maistry registriert haben – den Videolektionen von Schönheitsprofis.",
      action: "Nur noch ein Schritt: Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.",
      button: "Konto aktivieren",
      validity: "Der Link ist 3 Tage lang gültig.",
      ignore: "Falls Sie sich nicht bei Maistry registriert haben, ignorieren Sie diese E-Mail einfach.",
    },
    passwordReset: {
      subject: "Setzen Sie Ihr Maistry-Passwort zurück",
      intro: "wir haben eine Anfrage erhalten, das Passwort für Ihr Maistry-Konto zurückzusetzen.",
      action: "Legen Sie einfach ein neues fest – das dauert nur eine Minute.",
      button: "Neues Passwort festlegen",
      validity: "Der Link ist 24 Stunden lang gültig.",
      ignore:
        "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach – Ihr Passwort bleibt unverändert.",
    },
  },
  es: {
    greeting: (name) => `¡Hola, ${name}!`,
    greetingNoName: "¡Hola!",
    linkHint: "Si el botón no funciona, copia este enlace en tu navegador:",
    signature: "Un saludo cordial,\nel equipo de Maistry",
    tagline: "Videoclases de profesionales de la belleza",
    activation: {
      subject: "Activa tu cuenta de Maistry",
      intro: "Gracias por unirte a Maistry, las videoclases de profesionales de la belleza.",
      action: "Solo falta un paso: confirma tu dirección de correo electrónico para activar tu cuenta.",
      button: "Activar mi cuenta",
      validity: "El enlace es válido durante 3 días.",
      ignore: "Si no te has registrado en Maistry, simplemente ignora este correo.",
    },
    passwordReset: {
      subject: "Restablece tu contraseña de Maistry",
      intro: "Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Maistry.",
      action: "Elige una nueva: solo te llevará un minuto.",
      button: "Elegir nueva contraseña",
      validity: "El enlace es válido durante 24 horas.",
      ignore: "Si no lo has solicitado tú, ignora este correo: tu contraseña seguirá siendo la misma.",
    },
  },
};

/** The account activation email (registration → this link → `/login/<token>`). */
export function activationEmail(input: EmailInput): EmailContent {
  return render(input, "activation");
}

/** The password reset email (forgot-password → this link → `/new-password/…`). */
export function passwordResetEmail(input: EmailInput): EmailContent {
  return render(input, "passwordReset");
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new TypeError("An email link must be an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new TypeError("An email link must be an http(s) URL");
  }
  return link;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const SERIF = "Georgia,'Times New Roman',Times,serif";
export const PLUM = "#7a2848";
export const PAPER = "#faf6f2";
const INK = "#2b2226";
export const MUTED = "#6f5f66";

/** The greeting line for a name as typed (one line: no line breaks or control characters). */
export function greetingFor(texts: MailTexts, name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleanName = name.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return cleanName ? texts.greeting(cleanName) : texts.greetingNoName;
}

/** What an email puts into the shared layout (`emailHtml`). */
export interface EmailLayout {
  locale: Locale;
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  greeting: string;
  /** Escaped HTML between the greeting and the button. */
  beforeButton: string;
  button: string;
  /** The button's absolute http(s) URL (checked here). */
  link: string;
  /** Escaped HTML between the plain link and the sign-off. */
  afterLink?: string;
}

/** The HTML every email shares: the name, the card with greeting, text, button, link and sign-off. */
export function emailHtml(layout: EmailLayout): string {
  const texts = MAIL_TEXTS[layout.locale];
  const e = escapeHtml;
  const href = e(checkedLink(layout.link));
  return `<!DOCTYPE html>
<html lang="${layout.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${PAPER};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${e(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="width:100%;background-color:${PAPER};">
<tr>
<td align="center" style="padding:32px 12px;">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;">
<tr>
<td align="center" style="padding:0 0 20px;">
<h1 style="margin:0;font-family:${SERIF};font-size:30px;line-height:1.2;font-weight:normal;letter-spacing:0.5px;color:${PLUM};">Maistry</h1>
</td>
</tr>
<tr>
<td bgcolor="#ffffff" style="background-color:#ffffff;border-radius:12px;padding:32px 28px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;">${e(layout.greeting)}</p>
${layout.beforeButton}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:0 auto 28px;">
<tr>
<td align="center" bgcolor="${PLUM}" style="background-color:${PLUM};border-radius:8px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:1.2;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${e(layout.button)}</a>
</td>
</tr>
</table>
<p style="margin:0 0 6px;font-size:14px;line-height:1.5;color:${MUTED};">${e(texts.linkHint)}</p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;word-break:break-all;"><a href="${href}" target="_blank" style="color:${PLUM};text-decoration:underline;">${href}</a></p>
${layout.afterLink ?? ""}<p style="margin:0;">${e(texts.signature).replaceAll("\n", "<br>")}</p>
</td>
</tr>
<tr>
<td align="center" style="padding:20px 12px 0;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">Maistry · ${e(texts.tagline)}</td>
</tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td>
</tr>
</table>
</body>
</html>
`;
}

/** The plain-text part's sign-off, shared by every email. */
export const textSignOff = (texts: MailTexts) => [
  texts.signature,
  "",
  "-- ",
  `Maistry · ${texts.tagline}`,
  "",
];

/** The inbox preview line; German intros start in lower case after the greeting's comma. */
export const preheaderOf = (intro: string) => intro.charAt(0).toUpperCase() + intro.slice(1);

function render({ locale, name, link }: EmailInput, kind: "activation" | "passwordReset"): EmailContent {
  const texts = MAIL_TEXTS[locale];
  const message = texts[kind];
  const url = checkedLink(link);
  const greeting = greetingFor(texts, name);
  const text = [
    greeting,
    "",
    `${message.intro} ${message.action}`,
    "",
    url,
    "",
    message.validity,
    message.ignore,
    "",
    ...textSignOff(texts),
  ].join("\n");
  const e = escapeHtml;
  const html = emailHtml({
    locale,
    subject: message.subject,
    preheader: preheaderOf(message.intro),
    greeting,
    beforeButton: `<p style="margin:0 0 28px;">${e(message.intro)} ${e(message.action)}</p>`,
    button: message.button,
    link: url,
    afterLink: `<p style="margin:0 0 8px;">${e(message.validity)}</p>
<p style="margin:0 0 24px;color:${MUTED};">${e(message.ignore)}</p>
`,
  });
  return { subject: message.subject, text, html };
}
