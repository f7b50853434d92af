# Spite & Malice: български.
#
# Термините на играта са от българския текст с правилата на G4A: купчина
# възвращаемост, страничен стак, централен стак, склад, ръка, ред,
# получаване на карти, равенство, точки. Вижте docs/translating.md.
# Играчът се назовава с "Вие" (като в текста с правилата). Съществителните
# от мъжки род след числа са в бройна форма: "2 стака", "5 играча".

## Места

seat-name = { $kind ->
    [you] Вие
    [player] Играч { $number }
    [computer] { $number ->
        [0] Компютър
       *[other] Компютър { $number }
    }
    [seat] Място { $number }
   *[named] { $name }
}
# Подлог: с пълен член ("Компютърът играе").
seat-subject = { $kind ->
    [computer] { $number ->
        [0] Компютърът
       *[other] Компютър { $number }
    }
   *[other] { seat-name }
}
# Притежател: "ред на компютъра".
seat-possessor = { $kind ->
    [you] ваш
    [player] на Играч { $number }
    [computer] { $number ->
        [0] на компютъра
       *[other] на Компютър { $number }
    }
    [seat] на Място { $number }
   *[named] на { $name }
}
seat-label = { $seat } ({ $level })
level-name = { $level ->
    [random] случаен
    [naive] наивен
    [easy] лесен
    [medium] среден
    [hard] труден
   *[expert] експерт
}
join-partners = { $first } и { $second }
join-and = { $first } и { $second }
list-separator = {", "}

## Карти по старшинство (в изреченията; картите се показват с A, 2 … 10, J, Q, K)

rank-name = { $rank ->
    [1] асо
    [2] двойка
    [3] тройка
    [4] четворка
    [5] петица
    [6] шестица
    [7] седмица
    [8] осмица
    [9] деветка
    [10] десетка
    [11] вале
    [12] кралица
   *[13] цар
}
# С пълен член (подлог): "асото", "кралицата", "царят".
rank-the = { $rank ->
    [1] асото
    [11] валето
    [13] царят
   *[other] { rank-name }та
}
rank-a = { rank-name }

## Откъде идват картите

move-from = { $source ->
    [hand] от ръката
    [payoff] от купчината възвращаемост
    [partner] от купчината възвращаемост на партньора
   *[side] от страничен стак { $pile }
}

## Играта, разказана

played = { $who } { $kind ->
    [you] играете
   *[other] играе
} { $card } { $from } на централен стак { $centre }.
played-wild = { $who } { $kind ->
    [you] играете
   *[other] играе
} { $card } { $from } на централен стак { $centre } като { $counts-as }.
discarded = { $who } { $kind ->
    [you] изхвърляте
   *[other] изхвърля
} { $card } на страничен стак { $pile } и редът { $kind ->
    [you] ви
   *[other] му
} свършва.
payoff-turned = { $kind ->
    [you] Следващата ви карта от купчината възвращаемост е { $card }.
   *[other] Следващата карта от купчината възвращаемост { $whose } е { $card }.
}
pile-completed-shuffled = Централен стак { $centre } е завършен; картите му се връщат в склада.
pile-completed-set-aside = Централен стак { $centre } е завършен и се отделя настрана, докато складът свърши.
stock-shuffled = Складът е разбъркан; в него { $count ->
    [one] има 1 карта
   *[other] има { $count } карти
}.
drew = { $who } { $kind ->
    [you] получавате
   *[other] получава
} { $count ->
    [one] 1 карта
   *[other] { $count } карти
}.
drew-cards = { $who } { $kind ->
    [you] получавате
   *[other] получава
} { $count ->
    [one] 1 карта
   *[other] { $count } карти
}: { $cards }.
turn-starts = { $kind ->
    [you] Ваш ред.
   *[other] Ред { $whose }.
}
game-won = { $side } { $side-kind ->
    [you] печелите
    [with-you] печелите
    [one] печели
   *[several] печелят
} играта и { $side-kind ->
    [you] получавате
    [with-you] получавате
    [one] получава
   *[several] получават
} { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
game-drawn = Складът свърши, когато трябваше да се получи карта: играта завършва наравно, без точки.
game-starts = Игра { $number }: { $first } { $kind ->
    [you] започвате
   *[other] започва
} първи.
game-resumed = Игра { $number }: { $first } { $kind ->
    [you] сте на ход
   *[other] е на ход
}.
score = Мач до { $target ->
    [one] 1 точка
   *[other] { $target } точки
}: { $sides }.
score-side = { $side } { $points }
match-won = { $side } { $side-kind ->
    [you] печелите
    [with-you] печелите
    [one] печели
   *[several] печелят
} мача!
welcome = Spite & Malice: { $rules }, мач до { $target ->
    [one] 1 точка
   *[other] { $target } точки
}, начално число { $seed }.
welcome-against = Spite & Malice: { $rules }, мач до { $target ->
    [one] 1 точка
   *[other] { $target } точки
}, начално число { $seed }. { $first } срещу { $others }.
move-option = { $card } { $from } на централен стак { $centre }
move-option-wild = { $card } { $from } на централен стак { $centre } като { $counts-as }
move-option-discard = изхвърлете { $card } на страничен стак { $pile } (редът свършва)
hint = Подсказка: { $move } ({ $card }) - { $reason }.
hint-no-card = Подсказка: { $move } - { $reason }.
hint-no-reason = Подсказка: { $move } ({ $card }).
hint-move-only = Подсказка: { $move }.
no-hint = Сега няма подсказка.
took-back = { $who } { $kind ->
    [you] връщате
   *[other] връща
} { $move } ({ $card }).
took-back-no-card = { $who } { $kind ->
    [you] връщате
   *[other] връща
} { $move }.
bot-failed-tried = { $who } опита непозволен ход ({ $tried }), затова се играе { $played }.
bot-failed = { $who } не успя да избере ход, затова се играе { $played }.

## Планът на една подсказка

hint-reason = { $plan }: { $why }
hint-play = играйте { $steps }
hint-play-and-discard = играйте { $steps } и изхвърлете { $card } на страничен стак { $pile }
hint-discard = изхвърлете { $card } на страничен стак { $pile }
hint-step = { $card } { $from } на централен стак { $centre }
hint-then = {", после "}
hint-more = още
hint-the-card = картата
hint-from = { $source ->
    [hand] от ръката
    [payoff] от вашата купчина възвращаемост
    [partner] от купчината възвращаемост на партньора ви
   *[side] от страничен стак { $pile }
}
hint-why-wins = така печелите играта
hint-why-payoff-now = вашата { $card } от купчината възвращаемост влиза сега
hint-why-payoff-next = вашата { $card } от купчината възвращаемост влиза след това
hint-why-empties-hand = така ръката ви се изпразва и получавате пет нови карти
hint-why-helps-opponent = игра в центъра сега би помогнала на картата от купчината възвращаемост на противника
hint-why-nothing-closer = нищо в центъра не приближава вашата карта от купчината възвращаемост
hint-why-keeps-order = така картите се движат, а страничните ви стакове остават подредени

## Откази: нищо не е променено

refused-you-are-to-move = Това място не е на ход: Вие сте на ход.
refused-not-your-turn = Не е ваш ред: ред е { $whose }.
refused-not-a-person = { $who } { $kind ->
    [you] сте компютърен играч и играете сам
   *[other] е компютърен играч и играе сам
}.
refused-game-over = Тази игра свърши.
refused-match-over = Мачът свърши.
refused-game-not-over = Тази игра още не е свършила; следващата се раздава, когато тя свърши.
refused-illegal = Не може да се играе { $move } ({ $card }): { $reason }.
refused-illegal-no-card = Не може да се играе { $move }: { $reason }.
refused-not-a-move-shape = '{ $text }' не е ход: ходът е източник и цел, например 'h3 c1' или 'p c2'.
refused-no-such-card = Нямате { $card } за игра: тя не е горната карта на купчината ви възвращаемост, не е в ръката ви и не е отгоре на страничен стак.
refused-not-a-move = Това не е ход: { $reason }.
refused-undo-nothing = Няма какво да се върне: още не сте играли този ред, а предишните редове са окончателни.
refused-undo-revealed = Ходът { $move } не може да се върне: той { $reason }, затова остава.
revealed-payoff-card = обърна нова карта от купчината възвращаемост
revealed-drew = донесе нови карти
revealed-turn-ended = завърши реда
revealed-game-ended = завърши играта
refused-stale = Този отговор дойде твърде късно: масата вече е продължила.
refused-rules = С тези правила не може да се играе: { $reason }.

## Защо правилата не позволяват хода

rule-error-game-over = играта свърши
rule-error-not-your-turn = не е ваш ред
rule-error-no-hand-card = в ръката ви няма карта h{ $slot }; в нея { $count ->
    [one] има 1 карта
   *[other] има { $count } карти
}
rule-error-no-centre-pile = няма централен стак c{ $pile }; на масата { $count ->
    [one] има 1 централен стак
   *[other] има { $count } централни стака
}
rule-error-no-side-pile = няма страничен стак s{ $pile }; всеки играч има { $count } странични стака
rule-error-empty-side = страничен стак s{ $pile } е празен
rule-error-empty-payoff = купчината ви възвращаемост е празна
rule-error-empty-partner-payoff = купчината възвращаемост на партньора ви е празна
rule-error-no-partner = само играта с партньори има купчина възвращаемост на партньора
rule-error-payoff-to-side = картите от купчината възвращаемост могат да се играят само на централен стак
rule-error-side-to-side = картите от страничен стак могат да се играят само на централен стак, никога на друг страничен стак
rule-error-does-not-fit = { $card-rank-the } не може да отиде на централен стак { $centre }, на който трябва { $needs-a }
rule-error-unknown = тази карта още не е известна

## Защо с тези правила не може да се играе

rules-error-players = играта е за 2 до { $max } играча, не за { $count }
rules-error-no-such-seat = място { $seat } не съществува
rules-error-partnership = играта с партньори е за точно { $max } играча, не за { $count }
rules-error-empty-payoff = купчината възвращаемост трябва да има поне една карта
rules-error-hand-size = ръката трябва да е от 1 до { $max } карти, не { $count }
rules-error-centre-piles = централните стакове трябва да са от 1 до { $max }, не { $count }
rules-error-complete-at = централните стакове трябва да завършват с кралица или цар, не с { $rank-a }: под кралицата по-високите карти никога не биха могли да се играят
rules-error-kings-stuck = без диви царе централните стакове трябва да стигат до царя, иначе царете никога не биха могли да се играят
rules-error-match-target = целта на мача трябва да е поне 1 точка
rules-error-too-few-cards = { $decks } тестета имат { $cards } карти, твърде малко, за да се раздадат { $players } купчини възвращаемост по { $payoff } и ръце по { $hand } и да остане склад

## Защо написаното не е ход (записът на ходовете не се превежда)

parse-error-shape = ходът е източник и цел, например 'h3 c1' или 'p c2'
parse-error-source = '{ $text }' не е източник: използвайте h1..h{ $hand } (ръка), p (купчина възвращаемост), pp (купчината на партньора) или s1..s{ $sides } (страничен стак)
parse-error-target = '{ $text }' не е цел: използвайте c1..c{ $centres } (централен стак) или s1..s{ $sides } (страничен стак)

## Как се казва един набор правила

rules-preset = правила { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [one] 1 играч
   *[other] { $count } играча
}
change-partnership = с партньори
change-no-partnership = без партньори
change-payoff = възвращаемост { $count }
change-hand = ръка { $count }
change-centre-piles = { $count ->
    [one] 1 централен стак
   *[other] { $count } централни стака
}
change-kings-wild = диви царе
change-kings-not-wild = царете не са диви
change-complete-at = стакове до { $rank ->
    [13] царя
   *[other] { $rank-the }
}
change-completed-shuffled = завършените стакове се разбъркват в склада
change-completed-set-aside = завършените стакове се отделят настрана
change-refill = празната ръка се допълва
change-no-refill = празната ръка завършва реда
change-match-target = мач до { $count }

## Правилата, обяснени

rule-heading = Правилата: { $rules }.
rule-aim = Бъдете първи, който изиграе всички карти от купчината си възвращаемост на централните стакове.
rule-aim-partnership = Бъдете първата двойка партньори, изиграла всички карти от купчините възвращаемост на двамата партньори на централните стакове.
rule-deal = { $players ->
    [one] 1 играч
   *[other] { $players } играча
}, { $decks ->
    [one] 1 тесте
   *[other] { $decks } тестета, разбъркани заедно
}. Всеки играч има купчина възвращаемост от { $payoff ->
    [one] 1 карта
   *[other] { $payoff } карти
}, само горната с лицето нагоре, ръка от { $hand } и четири странични стака, празни в началото. { $centre ->
    [one] Един централен стак е общ, празен
   *[other] { $centre } централни стака са общи, празни
} в началото; останалите карти са складът.
rule-partners = Партньорите седят един срещу друг (места 1 и 3 срещу места 2 и 4) и могат да играят горната карта от купчината възвращаемост на всеки от двамата.
rule-turn-start = Вашият ред започва с получаване на карти от склада, докато в ръката ви { $hand ->
    [one] има 1 карта
   *[other] има { $hand } карти
}.
rule-sources = После играйте колкото искате карти на централните стакове: горната карта от купчината ви възвращаемост, горната карта на всеки от страничните ви стакове или карта от ръката.
rule-build = Централният стак се строи от асото нагоре, по една карта, независимо от боята: A, 2, 3 … до { $rank ->
    [13] царя
   *[other] { $rank-the }
}.
rule-kings-wild = Царете са диви: цар може да се играе на всеки централен стак, дори празен, и замества картата, която стакът иска.
rule-kings-not-wild = Царете не са диви: царят е само цар и се играе върху кралица.
rule-completed-shuffled = Централен стак, стигнал до { $rank ->
    [13] царя
   *[other] { $rank-the }
}, е завършен: неговите { $rank } карти се разбъркват в склада и стакът започва отново от асо.
rule-completed-set-aside = Централен стак, стигнал до { $rank ->
    [13] царя
   *[other] { $rank-the }
}, е завършен и се отделя настрана; само когато трябва да се получи карта от празен склад, отделените стакове се разбъркват в нов склад.
rule-discard = Вашият ред свършва, когато изхвърлите карта от ръката на един от четирите си странични стака. Картите от купчината възвращаемост и от страничните стакове никога не отиват на страничен стак.
rule-empty-hand-refill = Ако изпразните ръката си по време на своя ред, получавате още { $hand } и продължавате.
rule-empty-hand-ends = Ако изпразните ръката си по време на своя ред, редът ви свършва.
rule-win = Който изиграе последната си карта от купчината възвращаемост, печели играта веднага и получава толкова точки, колкото карти са останали в другите купчини възвращаемост.
rule-win-partnership = Двойката партньори печели, когато и двете ѝ купчини възвращаемост са празни, и получава толкова точки, колкото карти са останали в купчините на другата двойка.
rule-drawn = Ако трябва да се получи карта, а складът е празен, играта завършва наравно и никой не получава точки.
rule-drawn-set-aside = Ако трябва да се получи карта, складът е празен и няма отделени стакове, играта завършва наравно и никой не получава точки.
rule-match = Мачът се печели при { $target ->
    [one] 1 точка
   *[other] { $target } точки
}. Играчът след победителя (при двама играчи: загубилият) започва следващата игра; след игра наравно — играчът след този, който я е започнал.

## The frontends' own words (ui-*)

ui-menu-new-game = Нова игра
