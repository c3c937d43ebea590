import type { Locale } from '@dating/shared/contracts/index';

/**
 * The texts of the legal notices a decision sends: the statement of reasons to the member decided about,
 * and the outcome note to a reporter. Subjects are neutral (an inbox preview is read over shoulders).
 */
export interface NoticeTexts {
  from: string;
  statementSubject: string;
  removePhoto: string;
  warn: string;
  suspend: (until: string) => string;
  ban: string;
  lift: string;
  appealUpheld: string;
  appealLifted: string;
  /** A lift on appeal of a photo's removal: the photo is back. */
  appealPhotoRestored: string;
  ground: (ground: string) => string;
  facts: string;
  byPerson: string;
  howToAppeal: string;
  appealButton: string;
  finalReview: string;
  noteSubject: string;
  noteReviewed: (date: string) => string;
  noteActed: string;
  noteNoBreach: string;
  notePrivacy: string;
  noteDisagree: string;
  noteButton: string;
}

export const NOTICE_TEXTS: Record<Locale, NoticeTexts> = {
  en: {
    from: 'Account service',
    statementSubject: 'A decision about your account',
    removePhoto: 'We have removed one of your photos.',
    warn: 'We are giving you a warning: please keep to our rules from now on, or we may restrict your account.',
    suspend: (until) => `We have suspended your account until ${until}. Until then you cannot log in and your profile is not shown.`,
    ban: 'We have closed your account for good. You can no longer log in, and your profile is no longer shown.',
    lift: 'We have lifted the restriction on your account. You can log in again, and your profile is shown again.',
    appealUpheld: 'We have reviewed your appeal. A different moderator looked at the decision again, and it stays in place.',
    appealPhotoRestored: 'We have reviewed your appeal and reversed our decision. Your photo is back on your profile.',
    appealLifted: 'We have reviewed your appeal and reversed our decision. Any restriction on your account has been lifted.',
    ground: (ground) => `Ground: ${ground}`,
    facts: 'The facts:',
    byPerson: 'This decision was taken by a person on our moderation team, not by an automated system.',
    howToAppeal:
      'If you disagree, you can appeal within six months using the button below. A moderator who was not involved will review it. You may also turn to a certified out-of-court dispute settlement body or to the courts.',
    appealButton: 'Appeal this decision',
    finalReview: 'This concludes our review. You may still turn to a certified out-of-court dispute settlement body or to the courts.',
    noteSubject: 'About your report',
    noteReviewed: (date) => `Thank you for your report of ${date}. Our moderation team has reviewed it.`,
    noteActed: 'We found a breach of our rules or of the law and have taken action.',
    noteNoBreach: 'We did not find a breach of our rules or of the law, so we have not taken any action.',
    notePrivacy: 'To protect everyone’s privacy, we cannot tell you more about measures concerning another member.',
    noteDisagree: 'If you disagree with this outcome, let us know through the complaints page.',
    noteButton: 'Contact us',
  },
  nl: {
    from: 'Accountservice',
    statementSubject: 'Een besluit over je account',
    removePhoto: 'We hebben een van je foto’s verwijderd.',
    warn: 'We geven je een waarschuwing: houd je voortaan aan onze regels, anders kunnen we je account beperken.',
    suspend: (until) => `We hebben je account geschorst tot ${until}. Tot dan kun je niet inloggen en wordt je profiel niet getoond.`,
    ban: 'We hebben je account definitief gesloten. Je kunt niet meer inloggen en je profiel wordt niet meer getoond.',
    lift: 'We hebben de beperking van je account opgeheven. Je kunt weer inloggen en je profiel wordt weer getoond.',
    appealUpheld: 'We hebben je bezwaar bekeken. Een andere moderator heeft het besluit opnieuw beoordeeld en het blijft van kracht.',
    appealPhotoRestored: 'We hebben je bezwaar bekeken en ons besluit teruggedraaid. Je foto staat weer op je profiel.',
    appealLifted: 'We hebben je bezwaar bekeken en ons besluit teruggedraaid. Elke beperking van je account is opgeheven.',
    ground: (ground) => `Grond: ${ground}`,
    facts: 'De feiten:',
    byPerson: 'Dit besluit is genomen door een medewerker van ons moderatieteam, niet door een geautomatiseerd systeem.',
    howToAppeal:
      'Ben je het er niet mee eens? Dan kun je binnen zes maanden bezwaar maken met de knop hieronder. Een moderator die er niet bij betrokken was, beoordeelt het. Je kunt je ook wenden tot een erkende instantie voor geschillenbeslechting of tot de rechter.',
    appealButton: 'Bezwaar maken',
    finalReview:
      'Hiermee is onze beoordeling afgerond. Je kunt je nog wenden tot een erkende instantie voor geschillenbeslechting of tot de rechter.',
    noteSubject: 'Over je melding',
    noteReviewed: (date) => `Bedankt voor je melding van ${date}. Ons moderatieteam heeft hem bekeken.`,
    noteActed: 'We hebben een overtreding van onze regels of van de wet vastgesteld en maatregelen genomen.',
    noteNoBreach: 'We hebben geen overtreding van onze regels of van de wet vastgesteld en daarom geen maatregelen genomen.',
    notePrivacy: 'Om ieders privacy te beschermen, kunnen we je niet meer vertellen over maatregelen die een ander lid betreffen.',
    noteDisagree: 'Ben je het niet eens met deze uitkomst? Laat het ons weten via de klachtenpagina.',
    noteButton: 'Contact opnemen',
  },
  de: {
    from: 'Kontoservice',
    statementSubject: 'Eine Entscheidung zu deinem Konto',
    removePhoto: 'Wir haben eines deiner Fotos entfernt.',
    warn: 'Wir sprechen eine Verwarnung aus: Bitte halte dich ab jetzt an unsere Regeln, sonst können wir dein Konto einschränken.',
    suspend: (until) =>
      `Wir haben dein Konto bis ${until} gesperrt. Bis dahin kannst du dich nicht anmelden und dein Profil wird nicht angezeigt.`,
    ban: 'Wir haben dein Konto dauerhaft geschlossen. Du kannst dich nicht mehr anmelden und dein Profil wird nicht mehr angezeigt.',
    lift: 'Wir haben die Einschränkung deines Kontos aufgehoben. Du kannst dich wieder anmelden und dein Profil wird wieder angezeigt.',
    appealUpheld: 'Wir haben deinen Widerspruch geprüft. Ein anderer Moderator hat die Entscheidung erneut geprüft; sie bleibt bestehen.',
    appealPhotoRestored: 'Wir haben deinen Widerspruch geprüft und unsere Entscheidung aufgehoben. Dein Foto ist wieder in deinem Profil.',
    appealLifted:
      'Wir haben deinen Widerspruch geprüft und unsere Entscheidung aufgehoben. Jede Einschränkung deines Kontos ist aufgehoben.',
    ground: (ground) => `Grund: ${ground}`,
    facts: 'Der Sachverhalt:',
    byPerson: 'Diese Entscheidung hat ein Mensch aus unserem Moderationsteam getroffen, kein automatisiertes System.',
    howToAppeal:
      'Wenn du nicht einverstanden bist, kannst du innerhalb von sechs Monaten über die Schaltfläche unten Widerspruch einlegen. Ein Moderator, der nicht beteiligt war, prüft ihn. Du kannst dich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an die Gerichte wenden.',
    appealButton: 'Widerspruch einlegen',
    finalReview:
      'Damit ist unsere Prüfung abgeschlossen. Du kannst dich weiterhin an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an die Gerichte wenden.',
    noteSubject: 'Zu deiner Meldung',
    noteReviewed: (date) => `Danke für deine Meldung vom ${date}. Unser Moderationsteam hat sie geprüft.`,
    noteActed: 'Wir haben einen Verstoß gegen unsere Regeln oder gegen das Gesetz festgestellt und Maßnahmen ergriffen.',
    noteNoBreach: 'Wir haben keinen Verstoß gegen unsere Regeln oder gegen das Gesetz festgestellt und deshalb nichts unternommen.',
    notePrivacy: 'Zum Schutz der Privatsphäre aller können wir dir nicht mehr über Maßnahmen sagen, die ein anderes Mitglied betreffen.',
    noteDisagree: 'Wenn du mit diesem Ergebnis nicht einverstanden bist, sag es uns über die Beschwerdeseite.',
    noteButton: 'Kontakt aufnehmen',
  },
  it: {
    from: 'Servizio account',
    statementSubject: 'Una decisione sul tuo account',
    removePhoto: 'Abbiamo rimosso una delle tue foto.',
    warn: 'Ti diamo un avvertimento: d’ora in poi rispetta le nostre regole, altrimenti potremmo limitare il tuo account.',
    suspend: (until) =>
      `Abbiamo sospeso il tuo account fino al ${until}. Fino ad allora non puoi accedere e il tuo profilo non viene mostrato.`,
    ban: 'Abbiamo chiuso definitivamente il tuo account. Non puoi più accedere e il tuo profilo non viene più mostrato.',
    lift: 'Abbiamo revocato la limitazione del tuo account. Puoi accedere di nuovo e il tuo profilo viene di nuovo mostrato.',
    appealUpheld: 'Abbiamo esaminato il tuo ricorso. Un altro moderatore ha riesaminato la decisione, che resta valida.',
    appealPhotoRestored: 'Abbiamo esaminato il tuo ricorso e annullato la nostra decisione. La tua foto è di nuovo sul tuo profilo.',
    appealLifted: 'Abbiamo esaminato il tuo ricorso e annullato la nostra decisione. Ogni limitazione del tuo account è stata revocata.',
    ground: (ground) => `Motivo: ${ground}`,
    facts: 'I fatti:',
    byPerson: 'Questa decisione è stata presa da una persona del nostro team di moderazione, non da un sistema automatico.',
    howToAppeal:
      'Se non sei d’accordo, puoi presentare ricorso entro sei mesi con il pulsante qui sotto. Lo esaminerà un moderatore che non è stato coinvolto. Puoi anche rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o al tribunale.',
    appealButton: 'Presenta ricorso',
    finalReview:
      'Con questo il nostro esame è concluso. Puoi comunque rivolgerti a un organismo certificato di risoluzione extragiudiziale delle controversie o al tribunale.',
    noteSubject: 'La tua segnalazione',
    noteReviewed: (date) => `Grazie per la tua segnalazione del ${date}. Il nostro team di moderazione l’ha esaminata.`,
    noteActed: 'Abbiamo riscontrato una violazione delle nostre regole o della legge e abbiamo preso provvedimenti.',
    noteNoBreach: 'Non abbiamo riscontrato violazioni delle nostre regole o della legge, quindi non abbiamo preso provvedimenti.',
    notePrivacy: 'Per tutelare la privacy di tutti, non possiamo dirti di più sulle misure che riguardano un altro membro.',
    noteDisagree: 'Se non sei d’accordo con questo esito, faccelo sapere tramite la pagina dei reclami.',
    noteButton: 'Contattaci',
  },
  fr: {
    from: 'Service compte',
    statementSubject: 'Une décision concernant votre compte',
    removePhoto: 'Nous avons retiré l’une de vos photos.',
    warn: 'Nous vous adressons un avertissement : respectez désormais nos règles, sinon nous pourrions restreindre votre compte.',
    suspend: (until) =>
      `Nous avons suspendu votre compte jusqu’au ${until}. D’ici là, vous ne pouvez pas vous connecter et votre profil n’est pas affiché.`,
    ban: 'Nous avons fermé votre compte définitivement. Vous ne pouvez plus vous connecter et votre profil n’est plus affiché.',
    lift: 'Nous avons levé la restriction de votre compte. Vous pouvez de nouveau vous connecter et votre profil est de nouveau affiché.',
    appealUpheld: 'Nous avons examiné votre recours. Un autre modérateur a réexaminé la décision, qui est maintenue.',
    appealPhotoRestored: 'Nous avons examiné votre recours et annulé notre décision. Votre photo est de nouveau sur votre profil.',
    appealLifted: 'Nous avons examiné votre recours et annulé notre décision. Toute restriction de votre compte a été levée.',
    ground: (ground) => `Motif : ${ground}`,
    facts: 'Les faits :',
    byPerson: 'Cette décision a été prise par une personne de notre équipe de modération, et non par un système automatisé.',
    howToAppeal:
      'Si vous n’êtes pas d’accord, vous pouvez faire un recours dans un délai de six mois avec le bouton ci-dessous. Un modérateur qui n’a pas pris part à la décision l’examinera. Vous pouvez aussi vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.',
    appealButton: 'Faire un recours',
    finalReview:
      'Notre examen est ainsi terminé. Vous pouvez toujours vous adresser à un organisme certifié de règlement extrajudiciaire des litiges ou aux tribunaux.',
    noteSubject: 'Votre signalement',
    noteReviewed: (date) => `Merci pour votre signalement du ${date}. Notre équipe de modération l’a examiné.`,
    noteActed: 'Nous avons constaté un manquement à nos règles ou à la loi et avons pris des mesures.',
    noteNoBreach: 'Nous n’avons constaté aucun manquement à nos règles ni à la loi ; nous n’avons donc pris aucune mesure.',
    notePrivacy: 'Pour protéger la vie privée de chacun, nous ne pouvons pas vous en dire plus sur les mesures concernant un autre membre.',
    noteDisagree: 'Si vous n’êtes pas d’accord avec cette issue, dites-le-nous via la page des réclamations.',
    noteButton: 'Nous contacter',
  },
  es: {
    from: 'Servicio de cuenta',
    statementSubject: 'Una decisión sobre tu cuenta',
    removePhoto: 'Hemos retirado una de tus fotos.',
    warn: 'Te damos un aviso: a partir de ahora respeta nuestras normas o podríamos restringir tu cuenta.',
    suspend: (until) => `Hemos suspendido tu cuenta hasta el ${until}. Hasta entonces no puedes iniciar sesión y tu perfil no se muestra.`,
    ban: 'Hemos cerrado tu cuenta de forma definitiva. Ya no puedes iniciar sesión y tu perfil ya no se muestra.',
    lift: 'Hemos levantado la restricción de tu cuenta. Puedes volver a iniciar sesión y tu perfil vuelve a mostrarse.',
    appealUpheld: 'Hemos revisado tu recurso. Otro moderador ha vuelto a examinar la decisión y se mantiene.',
    appealPhotoRestored: 'Hemos revisado tu recurso y hemos revocado nuestra decisión. Tu foto vuelve a estar en tu perfil.',
    appealLifted: 'Hemos revisado tu recurso y hemos revocado nuestra decisión. Se ha levantado cualquier restricción de tu cuenta.',
    ground: (ground) => `Motivo: ${ground}`,
    facts: 'Los hechos:',
    byPerson: 'Esta decisión la ha tomado una persona de nuestro equipo de moderación, no un sistema automatizado.',
    howToAppeal:
      'Si no estás de acuerdo, puedes presentar un recurso en un plazo de seis meses con el botón de abajo. Lo revisará un moderador que no haya intervenido. También puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
    appealButton: 'Presentar un recurso',
    finalReview:
      'Con esto concluye nuestra revisión. Aún puedes acudir a un organismo certificado de resolución extrajudicial de litigios o a los tribunales.',
    noteSubject: 'Sobre tu denuncia',
    noteReviewed: (date) => `Gracias por tu denuncia del ${date}. Nuestro equipo de moderación la ha revisado.`,
    noteActed: 'Hemos detectado un incumplimiento de nuestras normas o de la ley y hemos tomado medidas.',
    noteNoBreach: 'No hemos detectado ningún incumplimiento de nuestras normas ni de la ley, así que no hemos tomado medidas.',
    notePrivacy: 'Para proteger la privacidad de todos, no podemos darte más detalles sobre las medidas que afectan a otro miembro.',
    noteDisagree: 'Si no estás de acuerdo con este resultado, dínoslo a través de la página de reclamaciones.',
    noteButton: 'Contactar',
  },
  pl: {
    from: 'Obsługa konta',
    statementSubject: 'Decyzja dotycząca Twojego konta',
    removePhoto: 'Usunęliśmy jedno z Twoich zdjęć.',
    warn: 'Udzielamy Ci ostrzeżenia: od teraz przestrzegaj naszych zasad, w przeciwnym razie możemy ograniczyć Twoje konto.',
    suspend: (until) => `Zawiesiliśmy Twoje konto do ${until}. Do tego czasu nie możesz się zalogować, a Twój profil nie jest wyświetlany.`,
    ban: 'Zamknęliśmy Twoje konto na stałe. Nie możesz się już zalogować, a Twój profil nie jest już wyświetlany.',
    lift: 'Zdjęliśmy ograniczenie z Twojego konta. Możesz się znów zalogować, a Twój profil jest znów wyświetlany.',
    appealUpheld: 'Rozpatrzyliśmy Twoje odwołanie. Inny moderator ponownie ocenił decyzję i pozostaje ona w mocy.',
    appealPhotoRestored: 'Rozpatrzyliśmy Twoje odwołanie i uchyliliśmy naszą decyzję. Twoje zdjęcie znów jest w Twoim profilu.',
    appealLifted: 'Rozpatrzyliśmy Twoje odwołanie i uchyliliśmy naszą decyzję. Wszelkie ograniczenia Twojego konta zostały zniesione.',
    ground: (ground) => `Podstawa: ${ground}`,
    facts: 'Stan faktyczny:',
    byPerson: 'Tę decyzję podjęła osoba z naszego zespołu moderacji, a nie zautomatyzowany system.',
    howToAppeal:
      'Jeśli się nie zgadzasz, możesz w ciągu sześciu miesięcy złożyć odwołanie za pomocą przycisku poniżej. Rozpatrzy je moderator, który nie brał udziału w decyzji. Możesz też zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
    appealButton: 'Złóż odwołanie',
    finalReview:
      'Na tym kończy się nasza weryfikacja. Nadal możesz zwrócić się do certyfikowanego organu pozasądowego rozstrzygania sporów lub do sądu.',
    noteSubject: 'W sprawie Twojego zgłoszenia',
    noteReviewed: (date) => `Dziękujemy za zgłoszenie z ${date}. Nasz zespół moderacji je sprawdził.`,
    noteActed: 'Stwierdziliśmy naruszenie naszych zasad lub prawa i podjęliśmy działania.',
    noteNoBreach: 'Nie stwierdziliśmy naruszenia naszych zasad ani prawa, więc nie podjęliśmy żadnych działań.',
    notePrivacy: 'Aby chronić prywatność wszystkich, nie możemy podać więcej szczegółów o działaniach dotyczących innego użytkownika.',
    noteDisagree: 'Jeśli nie zgadzasz się z tym wynikiem, daj nam znać przez stronę reklamacji.',
    noteButton: 'Skontaktuj się z nami',
  },
  da: {
    from: 'Kontoservice',
    statementSubject: 'En afgørelse om din konto',
    removePhoto: 'Vi har fjernet et af dine billeder.',
    warn: 'Vi giver dig en advarsel: overhold vores regler fremover, ellers kan vi begrænse din konto.',
    suspend: (until) => `Vi har suspenderet din konto indtil ${until}. Indtil da kan du ikke logge ind, og din profil bliver ikke vist.`,
    ban: 'Vi har lukket din konto permanent. Du kan ikke længere logge ind, og din profil bliver ikke længere vist.',
    lift: 'Vi har ophævet begrænsningen af din konto. Du kan logge ind igen, og din profil bliver vist igen.',
    appealUpheld: 'Vi har behandlet din klage. En anden moderator har set på afgørelsen igen, og den står ved magt.',
    appealPhotoRestored: 'Vi har behandlet din klage og omgjort vores afgørelse. Dit billede er tilbage på din profil.',
    appealLifted: 'Vi har behandlet din klage og omgjort vores afgørelse. Enhver begrænsning af din konto er ophævet.',
    ground: (ground) => `Grundlag: ${ground}`,
    facts: 'De faktiske forhold:',
    byPerson: 'Denne afgørelse er truffet af en person i vores moderationsteam, ikke af et automatiseret system.',
    howToAppeal:
      'Hvis du er uenig, kan du klage inden for seks måneder med knappen nedenfor. En moderator, der ikke var involveret, behandler klagen. Du kan også gå til et certificeret udenretsligt tvistbilæggelsesorgan eller til domstolene.',
    appealButton: 'Klag over afgørelsen',
    finalReview:
      'Hermed er vores behandling afsluttet. Du kan stadig gå til et certificeret udenretsligt tvistbilæggelsesorgan eller til domstolene.',
    noteSubject: 'Om din anmeldelse',
    noteReviewed: (date) => `Tak for din anmeldelse fra ${date}. Vores moderationsteam har gennemgået den.`,
    noteActed: 'Vi har konstateret et brud på vores regler eller på loven og har grebet ind.',
    noteNoBreach: 'Vi har ikke konstateret noget brud på vores regler eller på loven, så vi har ikke grebet ind.',
    notePrivacy: 'Af hensyn til alles privatliv kan vi ikke fortælle mere om tiltag, der vedrører et andet medlem.',
    noteDisagree: 'Hvis du er uenig i resultatet, så skriv til os via klagesiden.',
    noteButton: 'Kontakt os',
  },
  fi: {
    from: 'Tilipalvelu',
    statementSubject: 'Tiliäsi koskeva päätös',
    removePhoto: 'Olemme poistaneet yhden kuvistasi.',
    warn: 'Annamme sinulle varoituksen: noudata jatkossa sääntöjämme, muuten voimme rajoittaa tiliäsi.',
    suspend: (until) => `Olemme jäädyttäneet tilisi ${until} asti. Siihen asti et voi kirjautua sisään eikä profiiliasi näytetä.`,
    ban: 'Olemme sulkeneet tilisi pysyvästi. Et voi enää kirjautua sisään, eikä profiiliasi enää näytetä.',
    lift: 'Olemme poistaneet tilisi rajoituksen. Voit taas kirjautua sisään, ja profiilisi näytetään taas.',
    appealUpheld: 'Olemme käsitelleet valituksesi. Toinen moderaattori arvioi päätöksen uudelleen, ja se pysyy voimassa.',
    appealPhotoRestored: 'Olemme käsitelleet valituksesi ja kumonneet päätöksemme. Kuvasi on taas profiilissasi.',
    appealLifted: 'Olemme käsitelleet valituksesi ja kumonneet päätöksemme. Kaikki tiliäsi koskevat rajoitukset on poistettu.',
    ground: (ground) => `Peruste: ${ground}`,
    facts: 'Tosiasiat:',
    byPerson: 'Päätöksen teki moderointitiimimme jäsen, ei automaattinen järjestelmä.',
    howToAppeal:
      'Jos olet eri mieltä, voit valittaa kuuden kuukauden kuluessa alla olevalla painikkeella. Valituksen käsittelee moderaattori, joka ei ollut mukana päätöksessä. Voit myös kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
    appealButton: 'Valita päätöksestä',
    finalReview:
      'Käsittelymme on nyt päättynyt. Voit edelleen kääntyä sertifioidun tuomioistuinten ulkopuolisen riidanratkaisuelimen tai tuomioistuimen puoleen.',
    noteSubject: 'Ilmoituksestasi',
    noteReviewed: (date) => `Kiitos ilmoituksestasi (${date}). Moderointitiimimme on käsitellyt sen.`,
    noteActed: 'Totesimme sääntöjemme tai lain rikkomuksen ja ryhdyimme toimiin.',
    noteNoBreach: 'Emme todenneet sääntöjemme tai lain rikkomusta, joten emme ryhtyneet toimiin.',
    notePrivacy: 'Kaikkien yksityisyyden suojaamiseksi emme voi kertoa enempää toista jäsentä koskevista toimista.',
    noteDisagree: 'Jos olet eri mieltä lopputuloksesta, kerro siitä meille palautesivun kautta.',
    noteButton: 'Ota yhteyttä',
  },
  nb: {
    from: 'Kontoservice',
    statementSubject: 'En avgjørelse om kontoen din',
    removePhoto: 'Vi har fjernet ett av bildene dine.',
    warn: 'Vi gir deg en advarsel: følg reglene våre fra nå av, ellers kan vi begrense kontoen din.',
    suspend: (until) => `Vi har suspendert kontoen din til ${until}. Frem til da kan du ikke logge inn, og profilen din vises ikke.`,
    ban: 'Vi har stengt kontoen din for godt. Du kan ikke lenger logge inn, og profilen din vises ikke lenger.',
    lift: 'Vi har opphevet begrensningen på kontoen din. Du kan logge inn igjen, og profilen din vises igjen.',
    appealUpheld: 'Vi har behandlet klagen din. En annen moderator har sett på avgjørelsen på nytt, og den blir stående.',
    appealPhotoRestored: 'Vi har behandlet klagen din og omgjort avgjørelsen vår. Bildet ditt er tilbake på profilen din.',
    appealLifted: 'Vi har behandlet klagen din og omgjort avgjørelsen vår. Alle begrensninger på kontoen din er opphevet.',
    ground: (ground) => `Grunnlag: ${ground}`,
    facts: 'Faktiske forhold:',
    byPerson: 'Denne avgjørelsen er tatt av en person i moderatorteamet vårt, ikke av et automatisert system.',
    howToAppeal:
      'Hvis du er uenig, kan du klage innen seks måneder med knappen nedenfor. En moderator som ikke var involvert, behandler klagen. Du kan også henvende deg til et sertifisert utenrettslig tvisteløsningsorgan eller til domstolene.',
    appealButton: 'Klag på avgjørelsen',
    finalReview:
      'Med dette er behandlingen vår avsluttet. Du kan fortsatt henvende deg til et sertifisert utenrettslig tvisteløsningsorgan eller til domstolene.',
    noteSubject: 'Om rapporten din',
    noteReviewed: (date) => `Takk for rapporten din fra ${date}. Moderatorteamet vårt har gått gjennom den.`,
    noteActed: 'Vi fant et brudd på reglene våre eller på loven og har grepet inn.',
    noteNoBreach: 'Vi fant ikke noe brudd på reglene våre eller på loven, så vi har ikke grepet inn.',
    notePrivacy: 'For å verne alles personvern kan vi ikke si mer om tiltak som gjelder et annet medlem.',
    noteDisagree: 'Hvis du er uenig i utfallet, si fra til oss via klagesiden.',
    noteButton: 'Kontakt oss',
  },
  sv: {
    from: 'Kontoservice',
    statementSubject: 'Ett beslut om ditt konto',
    removePhoto: 'Vi har tagit bort en av dina bilder.',
    warn: 'Vi ger dig en varning: följ våra regler från och med nu, annars kan vi begränsa ditt konto.',
    suspend: (until) => `Vi har stängt av ditt konto till ${until}. Fram till dess kan du inte logga in och din profil visas inte.`,
    ban: 'Vi har stängt ditt konto permanent. Du kan inte längre logga in och din profil visas inte längre.',
    lift: 'Vi har hävt begränsningen av ditt konto. Du kan logga in igen och din profil visas igen.',
    appealUpheld: 'Vi har prövat ditt överklagande. En annan moderator har granskat beslutet på nytt och det står fast.',
    appealPhotoRestored: 'Vi har prövat ditt överklagande och ändrat vårt beslut. Din bild finns på din profil igen.',
    appealLifted: 'Vi har prövat ditt överklagande och ändrat vårt beslut. Alla begränsningar av ditt konto har hävts.',
    ground: (ground) => `Grund: ${ground}`,
    facts: 'Omständigheterna:',
    byPerson: 'Beslutet har fattats av en person i vårt modereringsteam, inte av ett automatiserat system.',
    howToAppeal:
      'Om du inte håller med kan du överklaga inom sex månader med knappen nedan. En moderator som inte var inblandad prövar det. Du kan också vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
    appealButton: 'Överklaga beslutet',
    finalReview:
      'Därmed är vår prövning avslutad. Du kan fortfarande vända dig till ett certifierat organ för tvistlösning utanför domstol eller till domstol.',
    noteSubject: 'Om din anmälan',
    noteReviewed: (date) => `Tack för din anmälan från ${date}. Vårt modereringsteam har granskat den.`,
    noteActed: 'Vi har konstaterat ett brott mot våra regler eller mot lagen och har vidtagit åtgärder.',
    noteNoBreach: 'Vi har inte konstaterat något brott mot våra regler eller mot lagen, så vi har inte vidtagit några åtgärder.',
    notePrivacy: 'För att skydda allas integritet kan vi inte berätta mer om åtgärder som gäller en annan medlem.',
    noteDisagree: 'Om du inte håller med om utfallet kan du höra av dig via klagomålssidan.',
    noteButton: 'Kontakta oss',
  },
};
