import type { SeedArticle } from './types';

/** Money category: budgeting, saving, debt and investing basics. General information only. */
export const moneyArticles: SeedArticle[] = [
  {
    key: 'build-your-first-emergency-fund',
    category: 'money',
    author: 'daniel-ortiz',
    read_time: 7,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-01-05T08:00:00.000Z',
    views: 28400,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      {
        rating: '4.5/5',
        price_range: 'Free',
        cta: { link: 'https://www.example.com/harborline-savings', company_name: 'Harborline Savings' },
      },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
    ],
    translations: {
      en: {
        slug: 'build-your-first-emergency-fund',
        title: 'Build Your First Emergency Fund, One Paycheck at a Time',
        excerpt:
          "A cash cushion turns a broken boiler or a surprise bill into an inconvenience instead of a crisis. Here is how to build one steadily, even on a tight budget.",
        tips: [
          {
            title: 'Aim for one month of essentials first',
            description:
              'Add up rent, utilities, groceries, transport and minimum debt payments to find your bare-bones monthly cost. Make that single month your first milestone, then work toward three to six months once it is funded.',
            tip: 'A small goal you actually reach beats a big one that makes you quit in February.',
          },
          {
            title: 'Keep it in a separate savings account',
            description:
              'Money sitting in your everyday account tends to get spent without you noticing. A separate, easy-access savings account paying a competitive rate keeps the fund visible, protected and slightly out of reach.',
            tip: 'Choose an account with no withdrawal fees, because you may need the money at short notice.',
            cta_text: 'Compare savings accounts',
            affiliate_note: 'We may earn a commission if you open an account through this link.',
          },
          {
            title: 'Automate a transfer on payday',
            description:
              "Schedule a standing transfer for the day your salary lands, so saving happens before spending does. Start with an amount you won't miss, even 5% of your take-home pay, and raise it whenever your income goes up.",
            tip: 'Treat the transfer like a bill you owe your future self.',
          },
          {
            title: 'Send windfalls straight to the fund',
            description:
              'Tax refunds, work bonuses, cash gifts and money from selling unused items can speed things up dramatically. Decide in advance to move at least half of any unexpected money into the fund the day it arrives.',
            tip: 'Windfalls that sit in your current account for a week rarely survive the week.',
          },
          {
            title: 'Fund it by cutting one recurring cost',
            description:
              'Look for a single monthly expense you can drop or downgrade, such as an unused gym membership or a pricey phone plan. Redirect exactly that amount to savings so the new habit costs you nothing extra.',
            tip: 'Redirecting an existing expense feels painless because your budget never notices the change.',
          },
          {
            title: 'Decide now what counts as an emergency',
            description:
              'Write a short list: job loss, urgent medical bills, car repairs, an essential appliance breaking down. Holidays, sales and gifts do not qualify, and having the rule in writing makes it easier to say no in the moment.',
            tip: 'If you do dip into the fund, make refilling it your next financial priority.',
          },
        ],
      },
      es: {
        slug: 'crea-tu-primer-fondo-de-emergencia',
        title: 'Tu primer fondo de emergencia, nómina a nómina',
        excerpt:
          'Un colchón de ahorro convierte una avería o una factura inesperada en un contratiempo, no en una crisis. Te contamos cómo construirlo poco a poco, incluso con un presupuesto ajustado.',
        tips: [
          {
            title: 'Empieza por cubrir un mes de gastos básicos',
            description:
              'Suma alquiler, suministros, comida, transporte y pagos mínimos de deudas para saber cuánto necesitas al mes para lo imprescindible. Ese mes es tu primera meta; cuando lo tengas, ve a por tres o seis.',
            tip: 'Una meta pequeña que cumples vale más que una enorme que abandonas en febrero.',
          },
          {
            title: 'Guárdalo en una cuenta aparte',
            description:
              'El dinero que se queda en la cuenta del día a día acaba gastándose sin que te des cuenta. Una cuenta de ahorro separada, con disponibilidad inmediata y buena remuneración, mantiene el fondo a la vista y a salvo de compras impulsivas.',
            tip: 'Elige una cuenta sin comisiones por retirada, porque quizá necesites el dinero de un día para otro.',
            cta_text: 'Comparar cuentas de ahorro',
            affiliate_note: 'Podemos recibir una comisión si abres una cuenta a través de este enlace.',
          },
          {
            title: 'Programa una transferencia el día de cobro',
            description:
              'Configura una transferencia periódica para el mismo día en que cobras: así ahorras antes de gastar. Empieza con una cantidad que no vayas a echar de menos, aunque sea un 5 % de tu sueldo neto, y súbela cada vez que ganes más.',
            tip: 'Trata esa transferencia como un recibo más: el que le pagas a tu yo del futuro.',
          },
          {
            title: 'Destina los ingresos extra al fondo',
            description:
              'La devolución de Hacienda, una paga extra, un regalo en efectivo o lo que saques vendiendo cosas que no usas aceleran mucho el proceso. Decide de antemano que al menos la mitad de cualquier ingreso inesperado irá al fondo el mismo día que llegue.',
            tip: 'El dinero extra que pasa una semana en la cuenta corriente rara vez sobrevive a esa semana.',
          },
          {
            title: 'Alimenta el fondo recortando un gasto fijo',
            description:
              'Busca un gasto mensual que puedas eliminar o rebajar, como un gimnasio al que no vas o una tarifa de móvil demasiado cara. Transfiere exactamente esa cantidad al ahorro y el nuevo hábito no te costará nada extra.',
            tip: 'Reaprovechar un gasto que ya existía apenas se nota, porque tu presupuesto sigue igual.',
          },
          {
            title: 'Define ya qué es una emergencia',
            description:
              'Haz una lista corta: perder el trabajo, un gasto médico urgente, una reparación del coche o un electrodoméstico imprescindible que se estropea. Las vacaciones, las rebajas y los regalos no cuentan, y tenerlo por escrito te ayuda a decir que no en el momento.',
            tip: 'Si tienes que tirar del fondo, que reponerlo sea tu siguiente prioridad.',
          },
        ],
      },
      ar: {
        slug: 'كيف-تبني-أول-صندوق-طوارئ',
        title: 'صندوق الطوارئ الأول: ابنِه من راتب إلى راتب',
        excerpt:
          'وجود مبلغ احتياطي يحوّل عطلًا مفاجئًا في السيارة أو فاتورة غير متوقعة إلى إزعاج عابر بدلًا من أزمة. إليك طريقة عملية لبنائه تدريجيًا، حتى لو كانت ميزانيتك محدودة.',
        tips: [
          {
            title: 'ابدأ بتغطية شهر واحد من النفقات الأساسية',
            description:
              'اجمع الإيجار والفواتير والطعام والمواصلات والحد الأدنى لأقساط الديون لتعرف تكلفة شهر واحد من الضروريات. اجعل هذا الشهر هدفك الأول، وبعد تحقيقه انتقل إلى ثلاثة أشهر ثم ستة.',
            tip: 'هدف صغير تحققه فعلًا خير من هدف كبير تتخلى عنه بعد أسابيع.',
          },
          {
            title: 'احتفظ به في حساب ادخار منفصل',
            description:
              'المال الذي يبقى في حسابك الجاري يُنفق غالبًا دون أن تشعر. أما حساب الادخار المنفصل الذي يتيح السحب السريع ويقدّم عائدًا جيدًا، فيُبقي الصندوق واضحًا أمامك وبعيدًا عن المشتريات العفوية.',
            tip: 'اختر حسابًا بلا رسوم على السحب، فقد تحتاج إلى المال في أي لحظة.',
            cta_text: 'قارن حسابات الادخار',
            affiliate_note: 'قد نحصل على عمولة إذا فتحت حسابًا عبر هذا الرابط.',
          },
          {
            title: 'حوّل المبلغ تلقائيًا يوم استلام الراتب',
            description:
              'اضبط تحويلًا دوريًا في اليوم نفسه الذي يصل فيه راتبك، حتى يسبق الادخارُ الإنفاق. ابدأ بمبلغ لن تفتقده، ولو كان 5% من صافي دخلك، ثم ارفعه كلما زاد دخلك.',
            tip: 'تعامل مع هذا التحويل كأنه فاتورة مستحقة لنفسك في المستقبل.',
          },
          {
            title: 'وجّه أي دخل إضافي إلى الصندوق',
            description:
              'المكافآت السنوية والهدايا النقدية والمبالغ المستردة وثمن الأغراض التي تبيعها تسرّع الوصول إلى هدفك كثيرًا. قرّر مسبقًا أن يذهب نصف أي مبلغ غير متوقع على الأقل إلى الصندوق في يوم وصوله.',
            tip: 'المال الإضافي الذي يبقى أسبوعًا في حسابك الجاري نادرًا ما ينجو من ذلك الأسبوع.',
          },
          {
            title: 'موّله بإلغاء مصروف شهري واحد',
            description:
              'ابحث عن مصروف متكرر يمكنك إلغاؤه أو تخفيضه، مثل اشتراك نادٍ رياضي لا تزوره أو باقة هاتف مبالغ في سعرها. حوّل المبلغ نفسه إلى الادخار، فلا تشعر بأي عبء جديد.',
            tip: 'إعادة توجيه مصروف قائم أسهل بكثير من اقتطاع مبلغ جديد من ميزانيتك.',
          },
          {
            title: 'حدّد من الآن ما يُعدّ حالة طارئة',
            description:
              'اكتب قائمة قصيرة تشمل فقدان العمل، والعلاج الطبي العاجل، وإصلاح السيارة، وتعطّل جهاز منزلي ضروري. أما السفر والتخفيضات والهدايا فليست طوارئ، ووجود القاعدة مكتوبةً يسهّل عليك الرفض في لحظة الإغراء.',
            tip: 'إذا اضطررت إلى السحب من الصندوق، فاجعل إعادة ملئه أولويتك المالية التالية.',
          },
        ],
      },
      fr: {
        slug: 'constituer-sa-premiere-epargne-de-precaution',
        title: "Constituer son épargne de précaution, un salaire après l'autre",
        excerpt:
          "Un matelas de sécurité transforme une chaudière en panne ou une facture imprévue en simple contrariété plutôt qu'en crise. Voici comment le bâtir pas à pas, même avec un budget serré.",
        tips: [
          {
            title: "Visez d'abord un mois de dépenses essentielles",
            description:
              'Additionnez loyer, charges, courses, transports et mensualités minimales de crédit pour connaître votre budget incompressible. Ce premier mois est votre première étape ; une fois atteint, visez trois à six mois.',
            tip: "Mieux vaut un petit objectif atteint qu'un grand objectif abandonné dès février.",
          },
          {
            title: 'Placez-la sur un compte séparé',
            description:
              "L'argent qui dort sur le compte courant finit souvent par filer sans qu'on s'en aperçoive. Un livret distinct, disponible à tout moment et correctement rémunéré, garde votre épargne visible et à l'abri des achats impulsifs.",
            tip: "Choisissez un support sans frais de retrait : vous pourriez avoir besoin de l'argent du jour au lendemain.",
            cta_text: 'Comparer les comptes épargne',
            affiliate_note: 'Nous pouvons percevoir une commission si vous ouvrez un compte via ce lien.',
          },
          {
            title: 'Programmez un virement le jour de la paie',
            description:
              'Mettez en place un virement permanent le jour où votre salaire tombe : vous épargnez avant de dépenser. Commencez par une somme indolore, même 5 % de votre salaire net, puis augmentez-la à chaque hausse de revenus.',
            tip: 'Considérez ce virement comme une facture à régler à votre futur vous.',
          },
          {
            title: 'Affectez les rentrées exceptionnelles à votre réserve',
            description:
              "Prime, remboursement d'impôts, argent offert ou revente d'objets inutilisés : ces rentrées accélèrent nettement les choses. Décidez à l'avance d'en verser au moins la moitié sur votre épargne le jour même.",
            tip: 'Une prime qui traîne une semaine sur le compte courant survit rarement à cette semaine.',
          },
          {
            title: 'Financez-la en supprimant une dépense récurrente',
            description:
              "Repérez une dépense mensuelle à supprimer ou à revoir à la baisse, comme un abonnement à la salle de sport inutilisé ou un forfait mobile trop cher. Virez exactement ce montant sur votre épargne : l'habitude ne vous coûte rien de plus.",
            tip: 'Réaffecter une dépense existante passe inaperçu, car votre budget ne bouge pas.',
          },
          {
            title: "Définissez dès maintenant ce qu'est une urgence",
            description:
              "Dressez une courte liste : perte d'emploi, soins médicaux urgents, réparation de voiture, appareil indispensable en panne. Les vacances, les soldes et les cadeaux n'en font pas partie, et une règle écrite aide à dire non sur le moment.",
            tip: 'Si vous puisez dans votre réserve, faites de sa reconstitution votre prochaine priorité.',
          },
        ],
      },
      zh: {
        slug: '从零建立应急基金',
        title: '一份工资一份工资地攒出你的第一笔应急基金',
        excerpt:
          '手头有一笔备用金，热水器坏了或突然来了一张账单，也只是小麻烦而不是大危机。即使预算紧张，也可以按下面的方法一步步攒起来。',
        tips: [
          {
            title: '先攒够一个月的基本开销',
            description:
              '把房租、水电燃气、伙食、交通和债务最低还款加起来，算出每月最基本的生活成本。先把一个月的金额当作第一个目标，达成后再逐步攒到三到六个月。',
            tip: '一个真正能完成的小目标，胜过一个让你二月就放弃的大目标。',
          },
          {
            title: '单独开一个储蓄账户',
            description:
              '放在日常账户里的钱，往往不知不觉就花掉了。开一个可以随时支取、利率有竞争力的独立储蓄账户，既能让这笔钱一目了然，又能与冲动消费隔开。',
            tip: '选择取款不收手续费的账户，因为急用时可能当天就要动用这笔钱。',
            cta_text: '比较储蓄账户',
            affiliate_note: '如果你通过此链接开户，我们可能会获得佣金。',
          },
          {
            title: '发薪日自动转账',
            description:
              '把定期转账设在工资到账的当天，让存钱走在花钱前面。先从不会让你心疼的金额开始，哪怕只是到手收入的5%，每次加薪时再往上调。',
            tip: '把这笔转账当成一张必须按时支付给未来自己的账单。',
          },
          {
            title: '意外之财直接存进基金',
            description:
              '退税、年终奖、红包和卖闲置物品的收入，都能大大加快进度。提前定下规矩：任何意外收入到账当天，至少一半转入应急基金。',
            tip: '在活期账户里放了一周的意外之财，很少能撑过那一周。',
          },
          {
            title: '砍掉一项固定支出来供养基金',
            description:
              '找出一项可以取消或降级的月度支出，比如很少去的健身房会员或偏贵的手机套餐。把省下的这笔钱原封不动地转进储蓄，养成习惯却不增加新的负担。',
            tip: '挪用已有的支出几乎没有痛感，因为你的预算总额并没有变化。',
          },
          {
            title: '提前想清楚什么才算紧急情况',
            description:
              '列一张简短清单：失业、紧急就医、修车、必需的家电坏了。旅行、促销和送礼都不算，把规则写下来，关键时刻更容易拒绝自己。',
            tip: '如果动用了应急基金，下一个理财优先事项就是把它补回来。',
          },
        ],
      },
    },
  },
  {
    key: 'cut-subscription-creep',
    category: 'money',
    author: 'james-okafor',
    read_time: 5,
    trending: true,
    is_advertorial: false,
    published: true,
    published_at: '2026-02-12T09:30:00.000Z',
    views: 17250,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$10-$25/month' },
      { rating: '4/5', price_range: 'Free' },
      { rating: '4/5', price_range: '$' },
    ],
    translations: {
      en: {
        slug: 'cut-subscription-creep',
        title: 'Stop Subscription Creep Before It Eats Your Budget',
        excerpt:
          'Streaming, apps, cloud storage and delivery memberships add up quietly. A one-hour audit and a few new habits can claw back a surprising amount every month.',
        tips: [
          {
            title: 'Audit three months of statements',
            description:
              'Go through your bank and card statements line by line and highlight every recurring charge, including app-store billing and annual renewals. Most people find at least one subscription they had completely forgotten about.',
            tip: 'Search your inbox for “receipt” and “renewal” to catch charges billed to an old card.',
          },
          {
            title: 'Apply the 30-day rule',
            description:
              "If you haven't used a service in the past month, cancel it today; you can always sign up again later. Most services keep your profile and preferences, so rejoining takes a minute if you genuinely miss it.",
            tip: 'Cancelling is reversible; paying for something you ignore is simply lost money.',
          },
          {
            title: 'Rotate streaming services instead of stacking them',
            description:
              'Rather than paying for four platforms at once, keep one or two and switch every few months to binge a specific series. Cancel as soon as you finish, before the next billing date.',
            tip: 'Keep a watchlist per service so each month of access is planned, not accidental.',
          },
          {
            title: 'Tame free trials',
            description:
              'When you start a free trial, set a calendar reminder two days before it converts to paid. Where possible, cancel right after signing up; many services let you keep access until the trial ends.',
            tip: 'A virtual or prepaid card with a low limit stops surprise renewals from ever going through.',
          },
          {
            title: 'Negotiate or switch to annual billing',
            description:
              'For services you truly use, an annual plan often costs noticeably less than paying monthly. For broadband, phone and software, starting the cancellation process frequently unlocks a cheaper retention offer.',
            tip: 'Only choose annual billing for something you have used steadily for at least six months.',
          },
        ],
      },
      es: {
        slug: 'como-frenar-el-exceso-de-suscripciones',
        title: 'Que las suscripciones no se coman tu presupuesto',
        excerpt:
          'Plataformas de streaming, apps, almacenamiento en la nube y cuotas de envío gratis se acumulan sin hacer ruido. Una revisión de una hora y un par de hábitos nuevos pueden ahorrarte cada mes más de lo que imaginas.',
        tips: [
          {
            title: 'Revisa tres meses de extractos',
            description:
              'Repasa línea a línea los movimientos del banco y de la tarjeta y marca cada cargo recurrente, incluidos los de las tiendas de aplicaciones y las renovaciones anuales. Casi todo el mundo encuentra al menos una suscripción que había olvidado por completo.',
            tip: 'Busca «recibo» y «renovación» en tu correo para dar con cargos asociados a una tarjeta antigua.',
          },
          {
            title: 'Aplica la regla de los 30 días',
            description:
              'Si no has usado un servicio en el último mes, cancélalo hoy: siempre puedes volver a darte de alta. La mayoría conserva tu perfil y tus preferencias, así que volver lleva un minuto si de verdad lo echas de menos.',
            tip: 'Darse de baja tiene vuelta atrás; pagar por algo que no usas es dinero perdido.',
          },
          {
            title: 'Alterna las plataformas de streaming',
            description:
              'En lugar de pagar cuatro plataformas a la vez, quédate con una o dos y cambia cada pocos meses para ver una serie concreta. Cancela en cuanto la termines, antes de la siguiente fecha de cobro.',
            tip: 'Haz una lista de pendientes por plataforma para que cada mes de suscripción sea una decisión, no un descuido.',
          },
          {
            title: 'Controla las pruebas gratuitas',
            description:
              'Cuando empieces una prueba gratuita, pon un recordatorio dos días antes de que pase a ser de pago. Si el servicio lo permite, cancela nada más registrarte: muchos mantienen el acceso hasta que termina el periodo de prueba.',
            tip: 'Una tarjeta virtual o prepago con poco saldo evita que se cuele una renovación sorpresa.',
          },
          {
            title: 'Negocia o pásate al pago anual',
            description:
              'En los servicios que de verdad usas, el plan anual suele salir bastante más barato que pagar mes a mes. Con la fibra, el móvil o el software, iniciar la baja a menudo desbloquea una oferta de retención más económica.',
            tip: 'Elige el pago anual solo para lo que llevas al menos seis meses usando con regularidad.',
          },
        ],
      },
      ar: {
        slug: 'كيف-توقف-تراكم-الاشتراكات',
        title: 'أوقف تراكم الاشتراكات قبل أن يلتهم ميزانيتك',
        excerpt:
          'منصات البث والتطبيقات والتخزين السحابي وعضويات التوصيل تتراكم بصمت شهرًا بعد شهر. مراجعة لمدة ساعة وبضع عادات جديدة قد توفّر لك مبلغًا يفاجئك.',
        tips: [
          {
            title: 'راجع كشوف حسابك لثلاثة أشهر',
            description:
              'مرّ على كشوف البنك والبطاقة سطرًا سطرًا، وضع علامة على كل رسم متكرر، بما في ذلك مشتريات متاجر التطبيقات والتجديدات السنوية. يكتشف معظم الناس اشتراكًا واحدًا على الأقل نسوه تمامًا.',
            tip: 'ابحث في بريدك الإلكتروني عن كلمتَي «إيصال» و«تجديد» لتكتشف رسومًا مرتبطة ببطاقة قديمة.',
          },
          {
            title: 'طبّق قاعدة الثلاثين يومًا',
            description:
              'إذا لم تستخدم خدمة ما خلال الشهر الماضي، فألغِها اليوم، إذ يمكنك الاشتراك مجددًا متى شئت. معظم الخدمات تحتفظ بحسابك وتفضيلاتك، فالعودة لا تستغرق سوى دقيقة إن افتقدتها فعلًا.',
            tip: 'الإلغاء قرار يمكن التراجع عنه، أما الدفع مقابل ما لا تستخدمه فخسارة صافية.',
          },
          {
            title: 'بدّل بين منصات البث بدل تكديسها',
            description:
              'بدلًا من الدفع لأربع منصات في آن واحد، احتفظ بواحدة أو اثنتين وبدّل كل بضعة أشهر لمشاهدة مسلسل بعينه. ألغِ الاشتراك فور انتهائك منه وقبل موعد الفاتورة التالية.',
            tip: 'أعدّ قائمة مشاهدة لكل منصة، حتى يكون كل شهر اشتراك قرارًا مدروسًا لا مجرد سهو.',
          },
          {
            title: 'سيطر على الفترات التجريبية المجانية',
            description:
              'عند بدء أي تجربة مجانية، ضع تذكيرًا في التقويم قبل يومين من تحوّلها إلى اشتراك مدفوع. وإن أمكن، ألغِ فور التسجيل، فكثير من الخدمات تُبقي الوصول متاحًا حتى نهاية الفترة التجريبية.',
            tip: 'البطاقة الافتراضية أو مسبقة الدفع ذات الرصيد المحدود تمنع أي تجديد مفاجئ من المرور.',
          },
          {
            title: 'فاوض أو انتقل إلى الدفع السنوي',
            description:
              'في الخدمات التي تستخدمها فعلًا، غالبًا ما تكون الخطة السنوية أرخص بوضوح من الدفع الشهري. أما الإنترنت والهاتف والبرامج، فبدء إجراءات الإلغاء كثيرًا ما يفتح لك عرضًا أرخص للبقاء.',
            tip: 'لا تختر الدفع السنوي إلا لخدمة استخدمتها بانتظام ستة أشهر على الأقل.',
          },
        ],
      },
      fr: {
        slug: 'reduire-ses-abonnements-inutiles',
        title: "Abonnements : reprenez la main avant qu'ils ne grignotent votre budget",
        excerpt:
          "Plateformes de streaming, applis, stockage en ligne, livraison illimitée : les abonnements s'additionnent en silence. Une heure de tri et quelques réflexes suffisent souvent à récupérer une jolie somme chaque mois.",
        tips: [
          {
            title: 'Épluchez trois mois de relevés',
            description:
              "Passez vos relevés bancaires ligne par ligne et surlignez chaque prélèvement récurrent, y compris les achats via les magasins d'applis et les renouvellements annuels. La plupart des gens découvrent au moins un abonnement complètement oublié.",
            tip: 'Cherchez « reçu » et « renouvellement » dans votre boîte mail pour débusquer les prélèvements liés à une vieille carte.',
          },
          {
            title: 'Appliquez la règle des 30 jours',
            description:
              "Si vous n'avez pas utilisé un service depuis un mois, résiliez-le aujourd'hui : vous pourrez toujours vous réabonner. La plupart conservent votre profil et vos préférences, et revenir prend une minute si le service vous manque vraiment.",
            tip: "Une résiliation se rattrape ; payer pour un service ignoré, c'est de l'argent perdu.",
          },
          {
            title: 'Faites tourner vos plateformes de streaming',
            description:
              'Plutôt que de payer quatre plateformes en même temps, gardez-en une ou deux et changez tous les deux ou trois mois pour regarder une série précise. Résiliez dès la fin de la saison, avant la prochaine échéance.',
            tip: 'Tenez une liste « à voir » par plateforme : chaque mois d’abonnement devient un choix, pas un oubli.',
          },
          {
            title: "Gardez l'œil sur les essais gratuits",
            description:
              "Dès que vous lancez un essai gratuit, programmez un rappel deux jours avant le passage à la version payante. Quand c'est possible, résiliez juste après l'inscription : beaucoup de services laissent l'accès ouvert jusqu'à la fin de l'essai.",
            tip: 'Une carte virtuelle ou prépayée à faible plafond bloque net les renouvellements surprises.',
          },
          {
            title: "Négociez ou passez à l'abonnement annuel",
            description:
              'Pour les services que vous utilisez vraiment, la formule annuelle revient souvent nettement moins cher que le paiement mensuel. Côté box internet, forfait mobile ou logiciels, lancer une résiliation débloque fréquemment une offre de fidélisation plus avantageuse.',
            tip: "Ne passez à l'annuel que pour un service utilisé régulièrement depuis au moins six mois.",
          },
        ],
      },
      zh: {
        slug: '清理自动续费订阅',
        title: '别让订阅悄悄吃掉你的预算',
        excerpt:
          '视频会员、App、云存储、外卖会员，一项项悄无声息地叠加起来。花一小时清点一遍，再养成几个新习惯，每个月能省下的钱可能超乎想象。',
        tips: [
          {
            title: '翻一翻近三个月的账单',
            description:
              '逐行查看银行卡和信用卡账单，把每一笔周期性扣费都标出来，包括应用商店扣款和按年续费的项目。大多数人都会发现至少一个早已忘记的订阅。',
            tip: '在邮箱里搜索“收据”和“续费”，可以揪出绑定在旧卡上的扣款。',
          },
          {
            title: '执行“30天法则”',
            description:
              '过去一个月没用过的服务，今天就退订，以后需要随时可以重新开通。大多数平台都会保留你的账号和偏好，真想回来也只要一分钟。',
            tip: '退订随时可以反悔，为不用的东西付费却是实打实的损失。',
          },
          {
            title: '视频会员轮流开',
            description:
              '与其同时开四个平台的会员，不如只留一两个，每隔几个月换一家，专门追某部剧。看完立刻取消，赶在下一个扣费日之前。',
            tip: '给每个平台列好片单，让每个月的会员都是有计划的选择，而不是忘了取消。',
          },
          {
            title: '管好免费试用',
            description:
              '开通免费试用时，在日历上设一个提醒，定在转为付费前两天。如果平台允许，注册后立刻关闭自动续费，很多服务仍会保留权限直到试用期结束。',
            tip: '用一张额度很低的虚拟卡或预付卡绑定试用，意外续费根本扣不成功。',
          },
          {
            title: '谈个优惠，或改为按年付费',
            description:
              '真正常用的服务，年付往往比月付便宜不少。宽带、手机套餐和软件，只要提出销户，经常就能拿到更便宜的挽留优惠。',
            tip: '只有连续使用至少六个月的服务，才值得改成年付。',
          },
        ],
      },
    },
  },
  {
    key: 'grocery-budget-that-lasts-the-month',
    category: 'money',
    author: 'amira-haddad',
    read_time: 6,
    trending: false,
    is_advertorial: false,
    published: true,
    published_at: '2026-03-09T07:45:00.000Z',
    views: 9400,
    tips: [
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: 'Free' },
      { rating: '5/5', price_range: 'Free' },
      { rating: '4.5/5', price_range: '$' },
      { rating: '4/5', price_range: '$$' },
    ],
    translations: {
      en: {
        slug: 'grocery-budget-that-lasts-the-month',
        title: 'A Grocery Budget That Actually Lasts the Month',
        excerpt:
          'Food is one of the few big expenses you can adjust week by week. These habits help you spend less at the checkout without living on plain rice.',
        tips: [
          {
            title: 'Set a weekly number, not a monthly one',
            description:
              'Divide what you spent on groceries over the last two months by the number of weeks to get a realistic baseline. Trim it by about 10% and track it weekly, because a monthly budget is easy to blow in the first fortnight.',
            tip: 'Paying for groceries from a dedicated card or cash envelope makes the weekly limit impossible to ignore.',
          },
          {
            title: 'Plan meals around what you already have',
            description:
              'Before writing a shopping list, check your fridge, freezer and cupboards, then build two or three meals around whatever needs using up. This single step cuts both food waste and the number of items you buy.',
            tip: 'Keep a “use first” shelf in the fridge for anything close to its date, and look there before cooking.',
          },
          {
            title: 'Shop with a list, and never hungry',
            description:
              'A written list organised by aisle keeps you walking past the displays designed to tempt you. Shopping after a meal sounds trivial, but it reliably stops impulse snacks from landing in the trolley.',
            tip: "If it isn't on the list, it goes on next week's list instead of into the basket.",
          },
          {
            title: 'Compare unit prices, not pack prices',
            description:
              'The shelf label usually shows the price per kilo or per litre, which is the only fair comparison between sizes and brands. Bigger packs are often cheaper per unit, but not always, especially during promotions.',
            tip: 'A bulk deal is only a bargain if you will finish it before it goes off.',
          },
          {
            title: 'Switch to store brands for staples',
            description:
              "For basics like flour, rice, tinned tomatoes, pasta and cleaning products, supermarket own brands are often similar in quality for noticeably less. Try one swap a week and keep the ones your household doesn't notice.",
            tip: 'Start with ingredients that get cooked or mixed, where brand differences are hardest to taste.',
          },
          {
            title: 'Cook once, eat twice',
            description:
              'Double your recipe for soups, stews or sauces and freeze portions for busy evenings. A homemade meal ready to reheat is the best defence against expensive takeaways on tired nights.',
            tip: 'Label every container with the dish and the date so nothing gets lost at the back of the freezer.',
          },
        ],
      },
      es: {
        slug: 'presupuesto-de-supermercado-para-todo-el-mes',
        title: 'Un presupuesto para la compra que aguante todo el mes',
        excerpt:
          'La comida es uno de los pocos gastos grandes que puedes ajustar semana a semana. Con estos hábitos gastarás menos en caja sin tener que vivir a base de arroz blanco.',
        tips: [
          {
            title: 'Fija una cifra semanal, no mensual',
            description:
              'Divide lo que gastaste en el súper los dos últimos meses entre el número de semanas para tener una referencia realista. Recórtala un 10 % y contrólala cada semana: un presupuesto mensual se funde con facilidad en la primera quincena.',
            tip: 'Pagar la compra con una tarjeta o un sobre dedicado hace imposible ignorar el límite semanal.',
          },
          {
            title: 'Planifica los menús con lo que ya tienes',
            description:
              'Antes de hacer la lista, revisa la nevera, el congelador y la despensa, y piensa dos o tres comidas para aprovechar lo que hay que gastar. Ese simple paso reduce el desperdicio y el número de productos que compras.',
            tip: 'Reserva una balda de la nevera para lo que caduca antes y mírala siempre primero.',
          },
          {
            title: 'Compra con lista y nunca con hambre',
            description:
              'Una lista escrita y ordenada por pasillos te ayuda a pasar de largo ante los expositores pensados para tentarte. Ir después de comer parece una tontería, pero evita que acaben en el carro caprichos que no necesitabas.',
            tip: 'Si no está en la lista, apúntalo para la semana que viene en lugar de echarlo al carro.',
          },
          {
            title: 'Compara el precio por kilo, no por envase',
            description:
              'La etiqueta del lineal suele indicar el precio por kilo o por litro, y es la única comparación justa entre tamaños y marcas. El formato grande suele salir más barato por unidad, pero no siempre, sobre todo cuando hay ofertas.',
            tip: 'Un 3x2 solo es una ganga si te lo vas a terminar antes de que caduque.',
          },
          {
            title: 'Pásate a la marca blanca en lo básico',
            description:
              'En harina, arroz, tomate triturado, pasta o productos de limpieza, la marca del supermercado suele ofrecer una calidad parecida por bastante menos. Prueba un cambio por semana y quédate con los que en casa ni notan.',
            tip: 'Empieza por ingredientes que se cocinan o se mezclan, donde las diferencias se notan menos.',
          },
          {
            title: 'Cocina una vez, come dos',
            description:
              'Duplica las cantidades de sopas, guisos o salsas y congela raciones para los días con prisa. Tener un plato casero listo es la mejor defensa contra la comida a domicilio en las noches de cansancio.',
            tip: 'Etiqueta cada táper con el plato y la fecha para que nada se pierda al fondo del congelador.',
          },
        ],
      },
      ar: {
        slug: 'ميزانية-البقالة-الشهرية',
        title: 'ميزانية للبقالة تصمد حتى آخر الشهر',
        excerpt:
          'الطعام من النفقات الكبيرة القليلة التي يمكنك تعديلها أسبوعًا بأسبوع. هذه العادات تساعدك على إنفاق أقل عند الصندوق دون أن تعيش على الأرز الأبيض وحده.',
        tips: [
          {
            title: 'حدّد رقمًا أسبوعيًا لا شهريًا',
            description:
              'اقسم ما أنفقته على البقالة خلال الشهرين الماضيين على عدد الأسابيع لتحصل على رقم واقعي. اخفضه بنحو 10% وتابعه أسبوعيًا، فالميزانية الشهرية يسهل استنزافها في أول أسبوعين.',
            tip: 'الدفع للبقالة من بطاقة أو ظرف نقدي مخصص يجعل تجاهل الحد الأسبوعي مستحيلًا.',
          },
          {
            title: 'خطّط الوجبات بناءً على ما لديك',
            description:
              'قبل كتابة قائمة التسوق، افحص الثلاجة والفريزر والخزائن، وخطّط لوجبتين أو ثلاث تستهلك ما يوشك أن ينتهي. هذه الخطوة وحدها تقلل الهدر وعدد الأصناف التي تشتريها.',
            tip: 'خصّص رفًا في الثلاجة لكل ما يقترب تاريخ انتهائه، وابدأ به دائمًا.',
          },
          {
            title: 'تسوّق بقائمة، ولا تتسوّق جائعًا أبدًا',
            description:
              'القائمة المكتوبة المرتبة حسب الممرات تساعدك على تجاوز العروض المصممة لإغرائك. قد يبدو التسوق بعد الأكل تفصيلًا بسيطًا، لكنه يقلل فعلًا الوجبات الخفيفة التي تنتهي في العربة دون حاجة.',
            tip: 'ما ليس في القائمة يُكتب في قائمة الأسبوع المقبل، لا في عربة اليوم.',
          },
          {
            title: 'قارن سعر الكيلو لا سعر العبوة',
            description:
              'غالبًا ما يُظهر ملصق الرف السعر لكل كيلوغرام أو لتر، وهذه هي المقارنة العادلة الوحيدة بين الأحجام والعلامات التجارية. العبوات الكبيرة أرخص عادةً للوحدة، لكن ليس دائمًا، خاصةً أثناء العروض.',
            tip: 'عرض الكميات الكبيرة لا يكون صفقة رابحة إلا إذا استهلكته قبل أن يفسد.',
          },
          {
            title: 'اختر علامة المتجر للأساسيات',
            description:
              'في الطحين والأرز والطماطم المعلبة والمعكرونة ومواد التنظيف، كثيرًا ما تأتي منتجات علامة المتجر بجودة مقاربة وسعر أقل بوضوح. جرّب تبديل صنف واحد كل أسبوع، واحتفظ بما لا يلاحظ أهل البيت فرقه.',
            tip: 'ابدأ بالمكونات التي تُطهى أو تُخلط، فهناك يصعب تمييز الفرق بين العلامات.',
          },
          {
            title: 'اطبخ مرة وكُل مرتين',
            description:
              'ضاعف كمية الشوربات واليخنات والصلصات، وجمّد حصصًا للأيام المزدحمة. وجود وجبة منزلية جاهزة هو أفضل دفاع ضد طلبات التوصيل المكلفة في ليالي التعب.',
            tip: 'اكتب على كل علبة اسم الطبق والتاريخ حتى لا يضيع شيء في عمق الفريزر.',
          },
        ],
      },
      fr: {
        slug: 'budget-courses-qui-tient-tout-le-mois',
        title: "Un budget courses qui tient vraiment jusqu'à la fin du mois",
        excerpt:
          "L'alimentation est l'une des rares grosses dépenses que l'on peut ajuster d'une semaine à l'autre. Voici quelques réflexes pour payer moins en caisse sans vous nourrir de riz nature.",
        tips: [
          {
            title: 'Fixez un montant par semaine, pas par mois',
            description:
              'Divisez vos dépenses de courses des deux derniers mois par le nombre de semaines pour obtenir une base réaliste. Retirez-en environ 10 % et suivez ce montant chaque semaine : un budget mensuel explose trop facilement dès la première quinzaine.',
            tip: 'Régler les courses avec une carte ou une enveloppe dédiée rend le plafond hebdomadaire impossible à ignorer.',
          },
          {
            title: 'Construisez vos menus avec ce que vous avez déjà',
            description:
              "Avant d'écrire la liste, inspectez frigo, congélateur et placards, puis imaginez deux ou trois repas autour de ce qui doit être consommé. Cette seule étape réduit le gaspillage et le nombre d'articles achetés.",
            tip: 'Réservez une étagère du frigo aux produits « à finir en premier » et commencez toujours par elle.',
          },
          {
            title: 'Une liste en poche, et le ventre plein',
            description:
              "Une liste écrite, classée par rayon, vous aide à passer devant les têtes de gondole sans vous arrêter. Faire les courses après un repas paraît anodin, mais cela limite nettement les grignotages qui atterrissent dans le caddie.",
            tip: "Ce qui n'est pas sur la liste part sur celle de la semaine prochaine, pas dans le panier.",
          },
          {
            title: 'Comparez le prix au kilo, pas le prix affiché',
            description:
              "L'étiquette en rayon indique le prix au kilo ou au litre : c'est la seule comparaison honnête entre formats et marques. Le grand format est souvent moins cher à l'unité, mais pas toujours, surtout en période de promotions.",
            tip: "Un lot promotionnel n'est une affaire que si vous le finissez avant qu'il ne se périme.",
          },
          {
            title: 'Passez aux marques distributeur pour les basiques',
            description:
              "Farine, riz, tomates concassées, pâtes ou produits ménagers : les marques de l'enseigne offrent souvent une qualité proche pour nettement moins cher. Testez un changement par semaine et gardez ceux que personne ne remarque à la maison.",
            tip: "Commencez par les ingrédients cuisinés ou mélangés, où l'écart entre marques se sent le moins.",
          },
          {
            title: 'Cuisinez une fois, mangez deux fois',
            description:
              'Doublez les quantités de soupes, plats mijotés ou sauces et congelez des portions pour les soirs pressés. Un plat maison prêt à réchauffer est la meilleure parade contre les livraisons coûteuses les soirs de fatigue.',
            tip: 'Notez le nom du plat et la date sur chaque boîte pour que rien ne se perde au fond du congélateur.',
          },
        ],
      },
      zh: {
        slug: '撑满一个月的买菜预算',
        title: '撑得住一整个月的买菜预算',
        excerpt:
          '吃饭是少数可以按周调整的大额开支。掌握这几个习惯，结账时花得更少，也不必天天白饭配咸菜。',
        tips: [
          {
            title: '按周定预算，而不是按月',
            description:
              '把过去两个月的买菜支出除以周数，得出一个现实的基准。在此基础上削减一成左右，每周跟踪一次，因为月度预算往往前两周就花超了。',
            tip: '用一张专门的卡或一个现金信封付买菜钱，每周的上限就很难被忽视。',
          },
          {
            title: '先看家里有什么，再定菜单',
            description:
              '写购物清单之前，先检查冰箱、冷冻室和橱柜，围绕需要尽快吃掉的食材安排两三顿饭。单这一步，就能同时减少浪费和购买的件数。',
            tip: '在冰箱里留出一层“优先吃完”专区，临期食物都放在那里，做饭前先看一眼。',
          },
          {
            title: '带着清单去，别饿着肚子去',
            description:
              '按货架区域整理好的书面清单，能帮你绕过那些专门用来诱惑你的促销堆头。吃饱了再去超市听起来微不足道，却实实在在能减少随手拿进购物车的零食。',
            tip: '不在清单上的东西，写进下周的清单，而不是放进今天的购物车。',
          },
          {
            title: '比单价，不比包装价',
            description:
              '货架标签上通常会标出每公斤或每升的价格，这才是不同规格和品牌之间唯一公平的比较。大包装单价往往更低，但并非总是如此，促销期间尤其要留意。',
            tip: '囤货优惠只有在过期前能吃完，才算真正划算。',
          },
          {
            title: '基础食材换成超市自有品牌',
            description:
              '面粉、大米、番茄罐头、意面和清洁用品，超市自有品牌的品质往往相差无几，价格却低不少。每周试换一样，家人吃不出差别的就固定下来。',
            tip: '先从需要烹饪或混合的食材换起，这类东西最难尝出品牌差异。',
          },
          {
            title: '做一次，吃两顿',
            description:
              '煲汤、炖菜或做酱时把分量加倍，分装冷冻，留给忙碌的晚上。家里随时有现成的饭菜，是抵挡疲惫夜晚高价外卖的最好办法。',
            tip: '每个饭盒都标上菜名和日期，免得被遗忘在冷冻室深处。',
          },
        ],
      },
    },
  },
