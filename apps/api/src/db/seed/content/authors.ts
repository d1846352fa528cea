import type { SeedAuthor } from './types';

export const authors: SeedAuthor[] = [
  {
    key: 'maya-chen',
    name: 'Maya Chen',
    avatar: '/avatars/maya-chen.svg',
    role: {
      en: 'Lifestyle Editor',
      es: 'Editora de estilo de vida',
      ar: 'محرّرة شؤون أسلوب الحياة',
      fr: 'Rédactrice art de vivre',
      zh: '生活方式编辑',
    },
    bio: {
      en: 'Maya has spent a decade writing about the small routines that make ordinary days feel lighter. She tests every habit she recommends, usually with a notebook and a strong cup of tea at hand.',
      es: 'Maya lleva una década escribiendo sobre las pequeñas rutinas que hacen más llevadero el día a día. Pone a prueba cada hábito que recomienda, casi siempre con una libreta y una buena taza de té a mano.',
      ar: 'تكتب مايا منذ عشر سنوات عن العادات الصغيرة التي تجعل الأيام العادية أخفّ وطأة. وهي تجرّب بنفسها كل عادة تنصح بها، وغالبًا ما يكون بجانبها دفتر وكوب شاي ثقيل.',
      fr: 'Depuis dix ans, Maya écrit sur ces petits rituels qui rendent le quotidien plus léger. Elle teste chaque habitude qu’elle recommande, le plus souvent un carnet et une tasse de thé bien infusé à portée de main.',
      zh: '十年来，Maya 一直在书写那些让平凡日子变得轻松一些的小习惯。她推荐的每个习惯都亲身试过，身边通常少不了一本笔记本和一杯浓茶。',
    },
  },
  {
    key: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    avatar: '/avatars/daniel-ortiz.svg',
    role: {
      en: 'Personal Finance Writer',
      es: 'Redactor de finanzas personales',
      ar: 'كاتب في شؤون المال الشخصي',
      fr: 'Journaliste finances personnelles',
      zh: '个人理财撰稿人',
    },
    bio: {
      en: 'Daniel worked as a bank analyst before turning to journalism, and he still reads the fine print for fun. He writes about budgeting, saving and everyday money decisions in plain language.',
      es: 'Daniel trabajó como analista bancario antes de dedicarse al periodismo, y todavía lee la letra pequeña por gusto. Escribe sobre presupuestos, ahorro y decisiones económicas cotidianas con un lenguaje claro.',
      ar: 'عمل دانيال محلّلًا في أحد المصارف قبل أن يتّجه إلى الصحافة، وما زال يقرأ الشروط الدقيقة بدافع المتعة. يكتب عن الميزانية والادّخار وقرارات المال اليومية بلغة بسيطة وواضحة.',
      fr: 'Avant de devenir journaliste, Daniel était analyste dans une banque, et il lit encore les petites lignes par plaisir. Il écrit sur le budget, l’épargne et les décisions financières du quotidien dans un langage simple.',
      zh: 'Daniel 转行做记者之前曾是一名银行分析师，至今仍把阅读合同细则当作乐趣。他用浅显易懂的语言撰写预算、储蓄和日常理财方面的文章。',
    },
  },
  {
    key: 'amira-haddad',
    name: 'Amira Haddad',
    avatar: '/avatars/amira-haddad.svg',
    role: {
      en: 'Health & Nutrition Writer',
      es: 'Redactora de salud y nutrición',
      ar: 'كاتبة في الصحة والتغذية',
      fr: 'Journaliste santé et nutrition',
      zh: '健康与营养撰稿人',
    },
    bio: {
      en: 'Amira studied public health and now turns research on sleep, movement and food into advice you can actually use. She believes small, steady changes beat dramatic resolutions every time.',
      es: 'Amira estudió salud pública y ahora convierte las investigaciones sobre el sueño, el movimiento y la alimentación en consejos realmente útiles. Está convencida de que los cambios pequeños y constantes funcionan mejor que cualquier propósito grandilocuente.',
      ar: 'درست أميرة الصحة العامة، وهي اليوم تحوّل أبحاث النوم والحركة والغذاء إلى نصائح يمكن تطبيقها فعلًا. وتؤمن بأن التغييرات الصغيرة المنتظمة تتفوّق دائمًا على القرارات الكبيرة المفاجئة.',
      fr: 'Amira a étudié la santé publique et traduit aujourd’hui les recherches sur le sommeil, l’activité physique et l’alimentation en conseils vraiment applicables. Elle est convaincue que de petits changements réguliers valent mieux que toutes les grandes résolutions.',
      zh: 'Amira 学的是公共卫生专业，如今她把关于睡眠、运动和饮食的研究转化为真正用得上的建议。她始终相信，细水长流的小改变远胜于轰轰烈烈的决心。',
    },
  },
  {
    key: 'claire-dubois',
    name: 'Claire Dubois',
    avatar: '/avatars/claire-dubois.svg',
    role: {
      en: 'Home & Travel Editor',
      es: 'Editora de hogar y viajes',
      ar: 'محرّرة شؤون المنزل والسفر',
      fr: 'Rédactrice maison et voyage',
      zh: '家居与旅行编辑',
    },
    bio: {
      en: 'Claire has lived in five cities and packed up more flats than she cares to count. She writes about making any home work better and about travelling well without overspending.',
      es: 'Claire ha vivido en cinco ciudades y ha hecho más mudanzas de las que quiere recordar. Escribe sobre cómo sacar el máximo partido a cualquier casa y cómo viajar bien sin gastar de más.',
      ar: 'عاشت كلير في خمس مدن، وحزمت أمتعة شقق أكثر ممّا تحبّ أن تتذكّر. تكتب عن جعل أي بيت أكثر راحة وعملية، وعن السفر الممتع من دون إنفاق زائد.',
      fr: 'Claire a vécu dans cinq villes et fait plus de cartons qu’elle ne voudrait l’admettre. Elle écrit sur l’art de rendre n’importe quel logement plus pratique et de bien voyager sans se ruiner.',
      zh: 'Claire 在五座城市生活过，搬家的次数多到她自己都不愿细数。她专注于如何让任何一个家更好用，以及如何不多花钱也能旅行得舒心。',
    },
  },
  {
    key: 'james-okafor',
    name: 'James Okafor',
    avatar: '/avatars/james-okafor.svg',
    role: {
      en: 'Contributing Writer, Careers & Technology',
      es: 'Colaborador de empleo y tecnología',
      ar: 'كاتب مساهم في شؤون المهنة والتكنولوجيا',
      fr: 'Contributeur carrière et technologie',
      zh: '职场与科技特约撰稿人',
    },
    bio: {
      en: 'James is a software engineer who has hired, mentored and been laid off, so he writes about work from every side of the desk. His technology pieces focus on tools that save time rather than add another login.',
      es: 'James es ingeniero de software: ha contratado, ha sido mentor y también ha perdido su empleo, así que escribe sobre el trabajo desde todos los ángulos. Sus artículos de tecnología se centran en herramientas que ahorran tiempo en lugar de sumar otra contraseña.',
      ar: 'جيمس مهندس برمجيات وظّف موظفين وأرشد زملاء، كما فقد وظيفته ذات يوم، لذلك يكتب عن العمل من كل الزوايا. وتركّز مقالاته التقنية على الأدوات التي توفّر الوقت بدلًا من أن تضيف حسابًا جديدًا إلى القائمة.',
      fr: 'Ingénieur logiciel, James a recruté, encadré des collègues et connu lui-même un licenciement : il parle donc du travail sous tous ses angles. Ses articles tech privilégient les outils qui font gagner du temps plutôt que ceux qui ajoutent un identifiant de plus.',
      zh: 'James 是一名软件工程师，招过人、带过新人，也经历过被裁员，因此他能从各个角度谈论职场。他的科技文章专注于真正省时间的工具，而不是又多一个要登录的账号。',
    },
  },
];
