import type { Locale, SiteTexts } from '@dating/shared/contracts/index';

type Texts = Record<Locale, Required<SiteTexts>>;

/** The demo sites' own texts, as a native speaker of each locale would write them. */
export const DEMO_SITE_TEXTS: Texts = {
  en: {
    index_title: 'Dating Demo – meet singles near you',
    description: 'Chat, like and match with singles in your region. Sign up for free and start chatting today.',
    fictional_warning: 'This profile is fictional. Fictional profiles are run by the site for entertainment; you cannot meet them in real life.',
    fictional_singular: 'fictional profile',
    fictional_plural: 'fictional profiles',
  },
  nl: {
    index_title: 'Dating Demo – ontmoet singles bij jou in de buurt',
    description: 'Chat, like en match met singles uit jouw regio. Registreer je gratis en begin vandaag nog met chatten.',
    fictional_warning:
      'Dit profiel is fictief. Fictieve profielen worden door de site beheerd voor entertainment; je kunt ze in het echt niet ontmoeten.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
  },
  de: {
    index_title: 'Dating Demo – Singles in deiner Nähe',
    description: 'Chatte, like und matche mit Singles aus deiner Region. Kostenlos registrieren und noch heute mit dem Chatten loslegen.',
    fictional_warning:
      'Dieses Profil ist fiktiv. Fiktive Profile werden von der Seite zur Unterhaltung betrieben; ein reales Treffen ist nicht möglich.',
    fictional_singular: 'fiktives Profil',
    fictional_plural: 'fiktive Profile',
  },
  it: {
    index_title: 'Dating Demo – incontra single vicino a te',
    description: 'Chatta, metti like e fai match con single della tua zona. Iscriviti gratis e inizia a chattare oggi stesso.',
    fictional_warning:
      'Questo profilo è fittizio. I profili fittizi sono gestiti dal sito a scopo di intrattenimento; non è possibile incontrarli nella vita reale.',
    fictional_singular: 'profilo fittizio',
    fictional_plural: 'profili fittizi',
  },
  fr: {
    index_title: 'Dating Demo – rencontrez des célibataires près de chez vous',
    description:
      'Discutez, likez et matchez avec des célibataires de votre région. Inscrivez-vous gratuitement et commencez à discuter dès aujourd’hui.',
    fictional_warning:
      'Ce profil est fictif. Les profils fictifs sont gérés par le site à des fins de divertissement ; vous ne pouvez pas les rencontrer dans la vraie vie.',
    fictional_singular: 'profil fictif',
    fictional_plural: 'profils fictifs',
  },
  es: {
    index_title: 'Dating Demo – conoce a solteros cerca de ti',
    description: 'Chatea, da like y haz match con solteros de tu zona. Regístrate gratis y empieza a chatear hoy mismo.',
    fictional_warning:
      'Este perfil es ficticio. Los perfiles ficticios los gestiona el sitio con fines de entretenimiento; no es posible conocerlos en la vida real.',
    fictional_singular: 'perfil ficticio',
    fictional_plural: 'perfiles ficticios',
  },
  pl: {
    index_title: 'Dating Demo – poznaj singli w Twojej okolicy',
    description: 'Czatuj, dawaj lajki i łap dopasowania z singlami z Twojej okolicy. Zarejestruj się za darmo i zacznij rozmawiać już dziś.',
    fictional_warning:
      'Ten profil jest fikcyjny. Fikcyjne profile prowadzi serwis dla rozrywki; nie można ich spotkać w prawdziwym życiu.',
    fictional_singular: 'profil fikcyjny',
    fictional_plural: 'profile fikcyjne',
  },
  da: {
    index_title: 'Dating Demo – mød singler i nærheden',
    description: 'Chat, like og match med singler i dit område. Opret dig gratis, og begynd at chatte i dag.',
    fictional_warning: 'Denne profil er fiktiv. Fiktive profiler drives af siden som underholdning; du kan ikke møde dem i virkeligheden.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  fi: {
    index_title: 'Dating Demo – tapaa sinkkuja läheltäsi',
    description: 'Chattaile, tykkää ja mätsää sinkkujen kanssa omalta alueeltasi. Rekisteröidy ilmaiseksi ja aloita chattailu jo tänään.',
    fictional_warning:
      'Tämä profiili on fiktiivinen. Sivusto ylläpitää fiktiivisiä profiileja viihdetarkoituksessa; heitä ei voi tavata oikeassa elämässä.',
    fictional_singular: 'fiktiivinen profiili',
    fictional_plural: 'fiktiiviset profiilit',
  },
  nb: {
    index_title: 'Dating Demo – møt singler i nærheten',
    description: 'Chat, lik og match med singler i ditt område. Registrer deg gratis og begynn å chatte i dag.',
    fictional_warning:
      'Denne profilen er fiktiv. Fiktive profiler drives av nettstedet som underholdning; du kan ikke møte dem i virkeligheten.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  sv: {
    index_title: 'Dating Demo – träffa singlar nära dig',
    description: 'Chatta, gilla och matcha med singlar i ditt område. Registrera dig gratis och börja chatta redan i dag.',
    fictional_warning:
      'Den här profilen är fiktiv. Fiktiva profiler drivs av webbplatsen som underhållning; du kan inte träffa dem i verkligheten.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktiva profiler',
  },
};

/** The international site's title: singles from everywhere, not near you. */
export const WORLD_SITE_TITLES: Record<Locale, string> = {
  en: 'Dating Demo International – meet singles worldwide',
  nl: 'Dating Demo International – ontmoet singles over de hele wereld',
  de: 'Dating Demo International – Singles aus aller Welt kennenlernen',
  it: 'Dating Demo International – incontra single da tutto il mondo',
  fr: 'Dating Demo International – rencontrez des célibataires du monde entier',
  es: 'Dating Demo International – conoce a solteros de todo el mundo',
  pl: 'Dating Demo International – poznaj singli z całego świata',
  da: 'Dating Demo International – mød singler fra hele verden',
  fi: 'Dating Demo International – tapaa sinkkuja kaikkialta maailmasta',
  nb: 'Dating Demo International – møt singler fra hele verden',
  sv: 'Dating Demo International – träffa singlar från hela världen',
};

/** The demo live-cam tiles' titles, per partner room. */
export const LIVECAM_TITLES: Record<'nearby' | 'couples' | 'latenight', Record<Locale, string>> = {
  nearby: {
    en: 'Live now near you',
    nl: 'Nu live bij jou in de buurt',
    de: 'Jetzt live in deiner Nähe',
    it: 'Ora in diretta vicino a te',
    fr: 'En direct près de chez vous',
    es: 'En directo cerca de ti',
    pl: 'Na żywo w Twojej okolicy',
    da: 'Live nu i nærheden',
    fi: 'Nyt livenä lähelläsi',
    nb: 'Live nå i nærheten',
    sv: 'Live nu nära dig',
  },
  couples: {
    en: 'Couples on cam',
    nl: 'Stellen voor de cam',
    de: 'Paare vor der Cam',
    it: 'Coppie in cam',
    fr: 'Couples devant la webcam',
    es: 'Parejas en cam',
    pl: 'Pary przed kamerką',
    da: 'Par på cam',
    fi: 'Pariskunnat kameralla',
    nb: 'Par på kamera',
    sv: 'Par framför kameran',
  },
  latenight: {
    en: 'Late-night chat',
    nl: 'Chatten tot diep in de nacht',
    de: 'Chatten bis spät in die Nacht',
    it: 'Chat a tarda notte',
    fr: 'Chat nocturne',
    es: 'Chat de madrugada',
    pl: 'Nocne rozmowy',
    da: 'Chat til langt ud på natten',
    fi: 'Chattailua myöhään yöhön',
    nb: 'Chat til langt på natt',
    sv: 'Chatt till sent på natten',
  },
};
