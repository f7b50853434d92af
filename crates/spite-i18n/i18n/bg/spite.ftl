# Spite & Malice: български.
#
# Термините на играта: главна купчина (текстът на G4A казва "купчина
# възвращаемост", финансова дума), странична купчина, централна купчина
# (текстът: "стак", англицизъм), склад, ръка, ред,
# получаване на карти, равенство, точки. Вижте docs/translating.md.
# Играчът се назовава с "Вие" (като в текста с правилата). Съществителните
# от мъжки род след числа са в бройна форма: "5 играча" (купчина е от
# женски род: "2 купчини", "празна", "завършена").

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
    [racer] бързащ
    [blocker] блокиращ
    [hoarder] трупащ
    [easy] лесен
    [medium] среден
    [hard] труден
   *[expert] експерт
}
join-partners = { $first } и { $second }
join-and = { $first } и { $second }
join-or = { $first } или { $second }
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
    [12] дама
   *[13] цар
}
# С пълен член (подлог): "асото", "дамата", "царят".
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
    [payoff] от главната купчина
    [partner] от главната купчина на партньора
   *[side] от странична купчина { $pile }
}

## Играта, разказана

played = { $who } { $kind ->
    [you] играете
   *[other] играе
} { $card } { $from } на централна купчина { $centre }.
played-wild = { $who } { $kind ->
    [you] играете
   *[other] играе
} { $card } { $from } на централна купчина { $centre } като { $counts-as }.
discarded = { $who } { $kind ->
    [you] изхвърляте
   *[other] изхвърля
} { $card } на странична купчина { $pile } и { $kind ->
    [you] редът ви свършва
    [named] редът свършва
   *[other] редът му свършва
}.
payoff-turned = { $kind ->
    [you] Следващата ви карта от главната купчина е { $card }.
   *[other] Следващата карта от главната купчина { $whose } е { $card }.
}
pile-completed-shuffled = Централна купчина { $centre } е завършена; картите ѝ се връщат в склада.
pile-completed-set-aside = Централна купчина { $centre } е завършена и се отделя настрана, докато складът свърши.
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
}. { $sides }.
score-side = { $side }: { $points }
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
move-option = { $card } { $from } на централна купчина { $centre }
move-option-wild = { $card } { $from } на централна купчина { $centre } като { $counts-as }
move-option-discard = изхвърлете { $card } на странична купчина { $pile } (редът свършва)
hint = Подсказка: { $move } ({ $card }) - { $reason }.
hint-no-card = Подсказка: { $move } - { $reason }.
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

## Ход с думите на прозореца: карти и купчини, не записът от терминала
## ("5♠ от ръката на централна купчина 1").
move-words = { $card } { $from } { $target ->
    [side] на странична купчина { $index }
   *[centre] на централна купчина { $index }
}
move-words-a-card = карта
hint-words = Подсказка: { $target ->
    [side] изхвърлете
   *[centre] играйте
} { $move } - { $reason }.
took-back-words = { $who } { $kind ->
    [you] връщате
   *[other] връща
} хода с { $move }.
refused-illegal-words = Не може да се играе { $move }: { $reason }.
refused-undo-revealed-words = Ходът с { $move } не може да се върне: той { $reason }, затова остава.

## Планът на една подсказка

hint-reason = { $plan }: { $why }
hint-play = играйте { $steps }
hint-play-and-discard = играйте { $steps } и изхвърлете { $card } на странична купчина { $pile }
hint-discard = изхвърлете { $card } на странична купчина { $pile }
hint-step = { $card } { $from } на централна купчина { $centre }
hint-then = {", после "}
hint-more = още
hint-the-card = картата
hint-from = { $source ->
    [hand] от ръката
    [payoff] от вашата главна купчина
    [partner] от главната купчина на партньора ви
   *[side] от странична купчина { $pile }
}
hint-why-wins = така печелите играта
hint-why-payoff-now = { $card } от главната ви купчина влиза сега
hint-why-payoff-next = { $card } от главната ви купчина влиза след това
hint-why-partner-payoff-now = { $card } от главната купчина на партньора ви влиза сега
hint-why-partner-payoff-next = { $card } от главната купчина на партньора ви влиза след това
hint-why-empties-hand = така ръката ви се изпразва и получавате { $count ->
    [one] 1 нова карта
   *[other] { $count } нови карти
}
hint-why-plays-out-hand = така изигравате цялата си ръка
hint-why-blocks-opponent = така { $card } от главната купчина на противника не влиза в центъра
hint-why-helps-opponent = игра в центъра сега би помогнала на { $card } от главната купчина на противника
hint-why-keeps-king = само цар би приближил картата от главната ви купчина, затова го пазите за нея
hint-why-nothing-closer = нищо в центъра не приближава вашата карта от главната купчина
hint-why-keeps-order = така картите се движат, а страничните ви купчини остават подредени

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
# A card dropped on a pile it does not fit: the reason alone.
refused-rule = { $reason }.
refused-not-a-move-shape = '{ $text }' не е ход: ходът е източник и цел, например 'h3 c1' или 'p c2'.
refused-no-such-card = Нямате { $card } за игра: тя не е горната карта на главната ви купчина, не е в ръката ви и не е отгоре на странична купчина.
refused-not-a-move = Това не е ход: { $reason }.
refused-undo-nothing = Няма какво да се върне: още не сте играли този ред, а предишните редове са окончателни.
refused-undo-revealed = Ходът { $move } не може да се върне: той { $reason }, затова остава.
revealed-payoff-card = обърна нова карта от главната купчина
revealed-drew = донесе нови карти
revealed-turn-ended = завърши реда
revealed-game-ended = завърши играта
refused-stale = Този отговор дойде твърде късно: масата вече е продължила.
refused-rematch = Реванш може да се предложи, когато мачът свърши, и да се приеме, докато е предложен.
refused-review = Игра може да бъде разгледана, след като свърши.
refused-rules = С тези правила не може да се играе: { $reason }.

## Защо правилата не позволяват хода

rule-error-game-over = играта свърши
rule-error-not-your-turn = не е ваш ред
rule-error-no-hand-card = в ръката ви няма карта h{ $slot }; в нея { $count ->
    [one] има 1 карта
   *[other] има { $count } карти
}
rule-error-no-centre-pile = няма централна купчина c{ $pile }; на масата { $count ->
    [one] има 1 централна купчина
   *[other] има { $count } централни купчини
}
rule-error-no-side-pile = няма странична купчина s{ $pile }; всеки играч има { $count } странични купчини
rule-error-empty-side = странична купчина s{ $pile } е празна
rule-error-empty-payoff = главната ви купчина е празна
rule-error-empty-partner-payoff = главната купчина на партньора ви е празна
rule-error-no-partner = само играта с партньори има главна купчина на партньора
rule-error-payoff-to-side = картите от главната купчина могат да се играят само на централна купчина
rule-error-side-to-side = картите от странична купчина могат да се играят само на централна купчина, никога на друг странична купчина
rule-error-does-not-fit = { $card-rank-the } не може да отиде на централна купчина { $centre }, на която трябва { $needs-a }
rule-error-unknown = тази карта още не е известна

## Защо с тези правила не може да се играе

rules-error-players = играта е за 2 до { $max } играча, не за { $count }
rules-error-no-such-seat = място { $seat } не съществува
rules-error-partnership = играта с партньори е за точно { $max } играча, не за { $count }
rules-error-empty-payoff = главната купчина трябва да има поне една карта
rules-error-hand-size = ръката трябва да е от 1 до { $max } карти, не { $count }
rules-error-centre-piles = централните купчини трябва да са от 1 до { $max }, не { $count }
rules-error-complete-at = централните купчини трябва да завършват с дама или цар, не с { $rank-a }: под дамата по-високите карти никога не биха могли да се играят
rules-error-kings-stuck = когато царете не са жокер, централните купчини трябва да стигат до царя, иначе царете никога не биха могли да се играят
rules-error-match-target = целта на мача трябва да е поне 1 точка
rules-error-too-few-cards = { $decks } тестета имат { $cards } карти, твърде малко, за да се раздадат { $players } главни купчини по { $payoff } и ръце по { $hand } и да остане склад

## Защо написаното не е ход (записът на ходовете не се превежда)

parse-error-shape = ходът е карта и мястото, където отива, например 'h3 c1' или 'p c2'
parse-error-unknown = '{ $text }' не е карта или купчина: ходът започва с { $hand ->
    [0] {""}
    [1] h1 (ръка),{" "}
   *[other] h1..h{ $hand } (ръка),{" "}
}p (главна купчина), { $partner ->
    [yes] pp (купчината на партньора),{" "}
   *[no] {""}
}s1..s{ $sides } (странични купчини) или карта, която виждате, например 7h
parse-error-no-target = на '{ $text }' липсва цел: ходът е карта и мястото, където отива, например 'h3 c1' или 'p c2'
parse-error-words = '{ $text }' има { $count } думи: ходът е карта и мястото, където отива, например 'h3 c1' или 'p c2'
parse-error-reversed = '{ $text }' е централна купчина, където отива карта: първо посочете картата, после къде отива
parse-error-reversed-swap = '{ $text }' е централна купчина, където отива карта: първо посочете картата, после къде отива: '{ $swapped }'
parse-error-source-as-target = '{ $text }' е мястото, откъдето идва карта, а не където отива: използвайте { $centres ->
    [1] c1 (централната купчина)
   *[other] c1..c{ $centres } (централни купчини)
} или s1..s{ $sides } (странични купчини)
parse-error-target = '{ $text }' не е цел: използвайте { $centres ->
    [1] c1 (централната купчина)
   *[other] c1..c{ $centres } (централни купчини)
} или s1..s{ $sides } (странични купчини)
parse-error-not-held = { $card } не е горната карта на главната ви купчина, не е в ръката ви и не е отгоре на някоя от страничните ви купчини

## Как се казва един набор правила

rules-preset = правила { $preset }
rules-changed = { $preset }, { $changes }
change-players = { $count ->
    [one] 1 играч
   *[other] { $count } играча
}
change-partnership = с партньори
change-no-partnership = без партньори
change-payoff = главна купчина { $count }
change-hand = ръка { $count }
change-centre-piles = { $count ->
    [one] 1 централна купчина
   *[other] { $count } централни купчини
}
change-kings-wild = царете като жокер
change-kings-not-wild = царете не са жокер
change-complete-at = купчини до { $rank ->
    [13] царя
   *[other] { $rank-the }
}
change-completed-shuffled = завършените купчини се разбъркват в склада
change-completed-set-aside = завършените купчини се отделят настрана
change-refill = празната ръка се допълва
change-no-refill = празната ръка завършва реда
change-match-target = мач до { $count }

## Правилата, обяснени

rule-heading = Правилата: { $rules }.
rule-aim = Бъдете първи, който изиграе всички карти от главната си купчина на централните купчини.
rule-aim-partnership = Бъдете първата двойка партньори, изиграла всички карти от главните купчини на двамата партньори на централните купчини.
rule-deal = { $players ->
    [one] 1 играч
   *[other] { $players } играча
}, { $decks ->
    [one] 1 тесте
   *[other] { $decks } тестета, разбъркани заедно
}. Всеки играч има главна купчина от { $payoff ->
    [one] 1 карта
   *[other] { $payoff } карти
}, само горната с лицето нагоре, ръка от { $hand } и четири странични купчини, празни в началото. { $centre ->
    [one] Една централна купчина е обща, празна
   *[other] { $centre } централни купчини са общи, празни
} в началото; останалите карти са складът.
rule-partners = Партньорите седят един срещу друг (места 1 и 3 срещу места 2 и 4) и могат да играят горната карта от главната купчина на всеки от двамата.
rule-turn-start = Вашият ред започва с получаване на карти от склада, докато в ръката ви { $hand ->
    [one] има 1 карта
   *[other] има { $hand } карти
}.
rule-sources = После играйте колкото искате карти на централните купчини: горната карта от главната ви купчина, горната карта на всяка от страничните ви купчини или карта от ръката.
rule-build = Централната купчина се строи от асото нагоре, по една карта, независимо от боята: A, 2, 3 … до { $rank ->
    [13] царя
   *[other] { $rank-the }
}.
rule-kings-wild = Царете играят като жокер: цар може да се играе на всяка централна купчина, дори празна, и замества картата, която купчината иска.
rule-kings-not-wild = Царете не са жокер: царят е само цар и се играе върху дама.
rule-completed-shuffled = Централна купчина, стигнала до { $rank ->
    [13] царя
   *[other] { $rank-the }
}, е завършена: нейните { $rank } карти се разбъркват в склада и купчината започва отново от асо.
rule-completed-set-aside = Централна купчина, стигнала до { $rank ->
    [13] царя
   *[other] { $rank-the }
}, е завършена и се отделя настрана; само когато трябва да се получи карта от празен склад, отделените купчини се разбъркват в нов склад.
rule-discard = Вашият ред свършва, когато изхвърлите карта от ръката на една от четирите си странични купчини. Картите от главната купчина и от страничните купчини никога не отиват на странична купчина.
rule-empty-hand-refill = Ако изпразните ръката си по време на своя ред, получавате още { $hand } и продължавате.
rule-empty-hand-ends = Ако изпразните ръката си по време на своя ред, редът ви свършва.
rule-win = Който изиграе последната си карта от главната купчина, печели играта веднага и получава толкова точки, колкото карти са останали в другите главни купчини.
rule-win-partnership = Двойката партньори печели, когато и двете ѝ главни купчини са празни, и получава толкова точки, колкото карти са останали в купчините на другата двойка.
rule-drawn = Ако трябва да се получи карта, а складът е празен, играта завършва наравно и никой не получава точки.
rule-drawn-set-aside = Ако трябва да се получи карта, складът е празен и няма отделени купчини, играта завършва наравно и никой не получава точки.
rule-match = Мачът се печели при { $target ->
    [one] 1 точка
   *[other] { $target } точки
}. Играчът след победителя (при двама играчи: загубилият) започва следващата игра; след игра наравно — играчът след този, който я е започнал.

## Собствените думи на прозореца и терминала (ui-*)

## Менюто на прозореца
ui-menu-new-game = Нова игра
ui-menu-new-game-key = Нова игра (N)
ui-menu-undo = Връщане (U)
ui-menu-hint = Подсказка (H)
ui-menu-settings = Настройки
ui-menu-rules = Правила
ui-menu-statistics = Статистика
ui-menu-log = Дневник
ui-menu-help = Помощ (F1)
ui-menu-language = Език

## Ред на състоянието и резултат
ui-score-line = Игра { $game } · мач до { $target } · { $scores }
ui-status-computer-playing = { $name } играе… (интервал: веднага)
ui-status-pass-screen = Дайте екрана на { $name }.
ui-status-your-turn = Ваш ред
ui-status-whose-turn = Ред на { $name }
ui-status-this-card = тази карта
ui-status-the-card = { $card }
ui-status-cannot-play-now = { $who }: { $card } не може да се играе сега (централните купчини искат { $needs }). Esc я връща.
ui-status-pick-target = { $who }: сега щракнете върху светнала купчина или натиснете клавиша ѝ (Esc връща картата).
ui-status-pick-card = { $who }: щракнете или плъзнете карта от ръката, от главната купчина или от странична купчина; изхвърлянето на странична купчина завършва реда.
ui-list-and = { $first } и { $last }

## Дневникът на ходовете
ui-log-title = Ходове
ui-log-empty = Още няма ходове в тази игра.
ui-log-turn = Ред { $turn } · { $name }

## Помощ: клавиатура и мишка
ui-help-title = Помощ: клавиатура и мишка
ui-help-key-hand = вземане на карта от ръката
ui-help-key-payoff = вземане на картата ви от главната купчина
ui-help-key-partner = вземане на картата от главната купчина на партньора (игра с партньори)
ui-help-key-side = вземане на горната карта на странична купчина или, с карта от ръката: изхвърляне там (редът свършва)
ui-help-key-centre = играване на взетата карта на централна купчина 1, 2, 3 (…)
ui-help-key-escape = връщане на взетата карта
ui-help-key-hint = подсказка: компютърът предлага ход и казва защо
ui-help-key-undo-name = U или Ctrl+Z
ui-help-key-undo = връщане (само ходове от този ред, които не са разкрили нищо)
ui-help-key-new = нова игра (следващата игра от мача или нов мач)
ui-help-key-confirm = потвърждаване, че се отказвате от мача
ui-help-key-continue = продължаване: следваща игра, показване на ръката ми, потвърждаване
ui-help-key-hurry = редът на другите веднага (или щракване по масата)
ui-help-key-help-name = F1 или ?
ui-help-key-help = тази помощ
ui-help-key-log = дневник на ходовете
ui-help-key-settings = настройки
ui-help-key-rules = кратки правила
ui-help-key-statistics = статистика
ui-help-key-sound = включване и изключване на звука
ui-help-mouse-name = Мишка
ui-help-mouse = щракнете върху карта и после върху купчина или плъзнете картата върху купчината
ui-help-targets = Докато държите карта, позволените купчини светват в зелено; купчината от подсказката — в синьо. Непозволен ход се отказва с причината на реда на състоянието и нищо не се променя.

## Настройки
ui-settings-title = Настройки
ui-settings-now = Сега
ui-settings-level = Ниво на компютъра:
ui-settings-animation = Скорост на анимацията:
ui-settings-theme = Тема:
ui-settings-theme-light = светла
ui-settings-theme-dark = тъмна
ui-settings-felt = Маса:
ui-felt-green = зелена
ui-felt-blue = синя
ui-felt-wine = винено червена
ui-settings-back = Гръб на картите:
ui-back-lattice = синя решетка
ui-back-diamonds = червени ромбове
ui-back-rings = зелени кръгове
ui-settings-sound = Звукови ефекти
ui-sound-on = Звукът е включен.
ui-sound-off = Звукът е изключен.
ui-sound-no-device = Звукът е включен, но този компютър няма звуков изход: нищо няма да се чуе.
ui-settings-language = Език:
ui-settings-next-match = Следващ мач
ui-settings-preset = Набор правила:
ui-settings-players = Играчи:
ui-settings-partnerships = С партньори (4 играча, партньорите един срещу друг)
ui-settings-seat = Място { $seat }:
ui-settings-seat-person = човек
ui-settings-seat-computer = компютър
ui-settings-payoff = Главна купчина:
ui-settings-centre-piles = Централни купчини:
ui-settings-kings-wild = Царете като жокер
ui-settings-refill = Получаване на още { $hand } при изпразнена ръка
ui-settings-match-to = Мач до:
ui-settings-points-suffix = { $count ->
    [one] {" "}точка
   *[other] {" "}точки
}
ui-settings-need-a-person = Поне едно място трябва да е на човек.
ui-settings-start = Нов мач с тези правила

## Прозорци с правила и статистика
ui-rules-title = Правила
ui-stats-title = Статистика
ui-stats-none = Още няма завършени игри.
ui-stats-against-computer = Вие срещу компютъра
ui-stats-people = Хора на един екран
ui-stats-table = Маса
ui-stats-rules-column = Правила
ui-stats-games = Игри
ui-stats-games-won = Спечелени игри
ui-stats-lost = загубени
ui-stats-drawn = наравно
ui-stats-matches-won = Спечелени мачове
ui-stats-best-streak = Най-дълга серия
ui-stats-games-won-by = Игри, спечелени от
ui-stats-matches-won-by = Мачове, спечелени от
ui-stats-won-share = { $count } · { $percent }%
ui-stats-streaks = { $best } (сега { $now })
ui-stats-recent = Последни игри: { $won } спечелени, { $lost } загубени, { $drawn } наравно
ui-stats-best-game-title = Най-добра игра:
ui-stats-best-game = спечелена за { $turns } { $turns ->
    [one] ред
   *[other] реда
} на { $date }
ui-stats-by-rules = По правила

## Диалози
ui-saved-state-title = Запазено състояние
ui-saved-state-unreadable = Нечетимият запис е в { $file }.
ui-ok = ОК
ui-confirm-new-title = Нов мач?
ui-confirm-new-text = Играта не е свършила. Да се откажете от този мач и да се раздаде нов?
ui-confirm-rematch-text = Мачът не е свършил. Да се изостави ли и да започне отначало със същите настройки?
ui-confirm-new-yes = Да, нов мач ({ $key })
ui-confirm-new-no = Не, продължавам (Esc)
# The key that answers yes to a question: the first letter of the yes word.
ui-key-yes = Д
ui-handover-title = Дайте екрана
ui-handover-pass-to = Дайте на { $name }
ui-handover-hidden = Ръката остава скрита, докато играчът ѝ не седне пред екрана.
ui-handover-show = Аз съм { $name }: покажи ръката ми (Enter)
ui-result-match-over = Мачът свърши
ui-result-game-over = Играта свърши
ui-result-drawn = Складът свърши, когато трябваше да се получи карта: играта е наравно.
ui-result-points = { $count ->
    [one] 1 точка
   *[other] { $count } точки
}
ui-result-match-to = Мач до { $target ->
    [one] 1 точка
   *[other] { $target } точки
}.
ui-result-play-again = Нова игра: нов мач (Enter)
ui-result-next-game = Следваща игра (Enter)
ui-result-rematch = Реванш: мачът отначало

## Масата: надписи и какво казва екранният четец
ui-table-payoff-of = Главната купчина на { $name }
ui-table-side-of = Странична купчина { $pile } на { $name }
ui-table-hand-of = Ръката на { $name }: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}, с лицето надолу
ui-table-your-payoff = Вашата главна купчина
ui-table-your-side = Вашата странична купчина { $pile }
ui-table-stock = Склад: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
ui-table-hand-card = Карта { $slot } от ръката: { $card }
ui-table-hidden = скрита
# $what: payoff, side, centre, stock, hand-card (for agreement).
ui-table-empty = { $what ->
    [stock] празен
   *[other] празна
}
ui-table-pile-top = { $pile }: { $card } отгоре, { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
ui-table-pile-empty = { $pile }: { $what ->
    [stock] празен
   *[other] празна
}
ui-table-side-one = { $pile }: 1 карта, { $card }
ui-table-side-many = { $pile }: { $count } карти, отгоре { $card }; отдолу нагоре: { $cards }
ui-table-pile-count = { $pile } · { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
ui-table-bottom-to-top = отдолу нагоре:
ui-table-top = (отгоре)
ui-table-centre-king = Централна купчина { $centre }: цар вместо { $rank }, иска { $needs }
ui-table-centre-top = Централна купчина { $centre }: { $card } отгоре, иска { $needs }
ui-table-centre-empty = Централна купчина { $centre }: празна, иска { $needs }
ui-table-in-hand = { $count } в ръката
ui-table-partner = партньор
ui-table-slot-side = странична
ui-table-slot-hand = ръка
ui-table-caption-payoff = главна { $count }
ui-table-caption-payoff-word = главна
ui-table-caption-stock = склад { $count }
ui-table-caption-aside = настрана { $count }
ui-table-caption-needs = иска { $rank }
ui-table-caption-king = K = { $rank }
ui-table-caption-centre-key = център { $centre } · клавиш { $key }
ui-table-caption-key = център { $centre } · { $key }
ui-table-face-down = карта с лицето надолу
ui-card-name = { $rank ->
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
    [12] дама
   *[13] цар
} { $suit ->
    [spades] пика
    [hearts] купа
    [diamonds] каро
   *[clubs] спатия
}

## Терминалът: команди (самите думи на командите остават на английски)
ui-cmd-moves = списък на позволените ви ходове (също: legal)
ui-cmd-hint = предложението на компютъра, с причина
ui-cmd-play = изиграване на хода от подсказката
ui-cmd-undo = връщане на последния ви ход от този ред, ако не е разкрил нищо
ui-cmd-show = масата отново, с всички странични купчини изцяло
ui-cmd-score = резултатът от мача
ui-cmd-rules = правилата на този мач
ui-cmd-log = всичко случило се в тази игра
ui-cmd-save = save ФАЙЛ: запазване на мача във ФАЙЛ
ui-cmd-load = load ФАЙЛ: продължаване на запазен мач
ui-cmd-resume = продължаване на мача, който оставихте недовършен
ui-cmd-new = new [ЧИСЛО]: нов мач
ui-cmd-next = раздаване на следващата игра, когато тази свърши
ui-cmd-review = поглед назад към току-що свършилата игра: редовете, които я изпуснаха
ui-cmd-rematch = онлайн, когато мачът свърши: предложете реванш на другите, или приемете
ui-cmd-react = онлайн: изпратете реакция (react гг, react браво, react хубав, react опа, react мисля)
ui-cmd-mute = онлайн: скрийте реакциите на играч (mute ИМЕ)
ui-cmd-unmute = онлайн: покажете отново реакциите на скрит играч
ui-cmd-help = help [КОМАНДА]: този списък или повече за една команда
ui-cmd-quit = изход (също: exit; Ctrl-D първо пита); мачът се пази за 'resume'
ui-cmd-takes-no-arguments = '{ $command }' не приема аргументи
ui-repl-review-worlds = review [N]: N, броят изигравания за всяка оценка, е цяло число от 1 до { $most }; '{ $value }' не е такова
ui-repl-not-a-seed = '{ $value }' не е начално число: използвайте цяло число от 0 до { $most }
ui-help-topic-move =
    Ходът е източник и цел:
      h3 c1   карта 3 от ръката на централна купчина 1
      7h c1   същото, като се назове картата (горната от главната купчина, карта от ръката или горната на странична купчина)
      p c2    горната карта на главната ви купчина на централна купчина 2
      pp c2   горната карта от главната купчина на партньора ви (игра с партньори)
      s4 c3   горната карта на страничната ви купчина 4 на централна купчина 3
      h2 s1   изхвърляне на карта 2 от ръката на странична купчина 1: така редът ви свършва
    Централните купчини се строят от асото нагоре, без значение на боята; масата показва какво иска всяка купчина.
    'moves' (или 'legal') изрежда всички ходове, възможни сега; Tab ги допълва.
    На Ваш ред + след карта от ръката показва карта, която може да отиде на централна купчина сега.
ui-help-topic-hint = hint: ходът, който компютърът би ви предложил, с причина на един ред.
ui-help-topic-play = play: изиграва хода, който 'hint' предлага (като първо иска подсказка, ако не е дадена за тази маса), все едно сте го написали.
ui-help-topic-undo = undo: връща последния ви ход от този ред. Ходове, разкрили скрита карта (обърната нова карта от главната купчина, получени карти), и изхвърлянето, завършило реда ви, не могат да се върнат.
ui-help-topic-show = show: показва масата отново и изрежда всички странични купчини изцяло, отдолу нагоре. На масата страничните купчини показват горните си карти (горната последна).
ui-help-topic-score = score: точките на всеки играч и целта на мача. Победителят в игра получава толкова точки, колкото карти са останали в другите главни купчини.
ui-help-topic-rules = rules: правилата на този мач (изберете ги с --rules g4a|classic|ФАЙЛ.json).
ui-help-topic-log = log: всичко случило се в тази игра, включително ходовете на компютъра.
ui-help-topic-save = save ФАЙЛ: записва мача във ФАЙЛ (JSON). Файлът се записва цял или изобщо не.
ui-help-topic-load = load ФАЙЛ: продължава мача, запазен във ФАЙЛ. Текущият мач се заменя; файл, който не може да се прочете, го оставя непокътнат.
ui-help-topic-resume = resume: продължава мача, който оставихте недовършен, точно където беше. Всеки ход се пази в автоматичния запис (autosave.json в папката ви с данни), така че изход, Ctrl-D, затворен терминал или срив не губят нищо; 'spite --resume' прави същото при стартиране. Нов мач заменя пазения, щом изиграете ход в него, а автоматичният запис се изтрива, когато мачът свърши.
ui-help-topic-new = new [ЧИСЛО]: започва нов мач, раздаден от ЧИСЛО, ако е дадено (иначе от случайно).
ui-help-topic-next = next (или празен ред): раздава следващата игра, когато текущата свърши.
ui-help-topic-review = review [N]: когато една игра свърши, я разглежда откъм вашето място, както 'spite review FILE': всеки ред, който е изпуснал шанс за победа, с по-добър ред и защо. Отнема няколко секунди; отбелязаните редове се показват, щом бъдат намерени, а Ctrl-C спира разбора. N е броят изигравания за всяка оценка (по подразбиране 48, до 1000): повече е по-точно и по-бавно.
ui-help-topic-rematch = rematch: онлайн, когато мачът свърши, предлага на другите същия мач отначало (същите места, имена и правила); когато всички приемат, се раздава в нова стая и вие сядате в нея. Написано, докато ви е предложен реванш, го приема; 'да' или 'не' също отговарят.
ui-help-topic-react = react РЕАКЦИЯ: онлайн, изпраща на другите една от пет реакции: гг (Добра игра), браво (Добре изиграно), хубав (Хубав ход), опа (Опа), мисля (Мисля…). Tab ги допълва.
ui-help-topic-mute = mute ИМЕ, unmute ИМЕ: онлайн, скрива от вас реакциите на друг играч или ги показва отново (името, както масата го показва, или номерът на мястото).
ui-help-topic-help = help [КОМАНДА]: командите или повече за една от тях. 'help move' обяснява ходовете.
ui-help-topic-quit = quit: излиза от играта. Недовършен мач се пази в автоматичния запис: 'resume' (или 'spite --resume') го продължава следващия път. 'save ФАЙЛ' пази ваше копие.
ui-help-footer = Tab допълва командите и позволените ходове. 'help КОМАНДА' казва повече.
ui-help-no-topic = Няма помощ за '{ $topic }'. Теми: move, { $topics }.

## Терминалът: сесията
ui-repl-match-over-type-new = Мачът свърши: напишете 'new' за нов или 'quit'.
ui-repl-game-over-type-next = Тази игра свърши: напишете 'next' (или натиснете Enter) за следващата.
ui-repl-no-card-fits = Никоя ваша карта не става сега за централна купчина.
ui-repl-to-the-centre = Към центъра:
ui-repl-to-end-your-turn = За да завършите реда, изхвърлете карта от ръката на странична купчина: { $first }..{ $last } на s1..s4 (например { $example }).
ui-repl-score-heading = Мач до { $target ->
    [one] 1 точка
   *[other] { $target } точки
}:
ui-repl-score-game = Игра { $game }: { $result }
ui-repl-game-being-played = Игра { $game } се играе.
ui-repl-rules-heading = Правила ({ $name }): { $rules }.
ui-repl-log-cannot-rebuild = Дневникът не може да се възстанови: { $reason }
ui-repl-log-no-moves = (още няма ходове)
ui-repl-log-not-replayed = (ходът { $move } не можа да се повтори: { $reason })
ui-repl-saved = Запазено в { $file }. Продължете по-късно с: spite play --load { $file }   (или 'load { $file }')
ui-repl-not-saved = Не е запазено: { $reason }.
ui-repl-loaded = Зареден е { $file }: игра { $game }, ред { $turn }.
ui-repl-not-loaded = Не е зареден: { $reason }. Текущата игра продължава.
ui-repl-script-refused = { $count ->
    [one] { $count } ред от скрипта беше отказан (първият: '{ $first }'); останалите бяха изпълнени
   *[other] { $count } реда от скрипта бяха отказани (първият: '{ $first }'); останалите бяха изпълнени
}
ui-repl-confirm-new-resumable = Нов мач? 'resume' връща този, докато не изиграете ход в новия. (д/н)
ui-repl-confirm-new = Нов мач? Този се губи, ако не е запазен. (д/н)
ui-repl-match-goes-on = Текущият мач продължава.
ui-repl-cannot-start = Не може да започне мач: { $reason }.
ui-repl-game-number = Игра { $game }.
ui-repl-not-a-command = '{ $text }' не е нито команда, нито ход. Напишете 'help' за командите или ход като 'h3 c1'.
ui-repl-no-autosave = Няма автоматичен запис: не е намерена папка с данни.
ui-repl-match-score = Резултат от мача: { $scores } (цел { $target }).
ui-repl-type-new = Напишете 'new' за нов мач или 'quit'.
ui-repl-type-next = Напишете 'next' (или натиснете Enter), за да се раздаде игра { $game }.
ui-repl-pass-terminal = Дайте терминала на { $name }.
ui-repl-press-enter = { $name }, натиснете Enter, когато сте готови (q за изход)
ui-repl-confirm-quit = Изход от играта? (д/н)
ui-repl-meanwhile = Междувременно:
ui-repl-share-terminal = { $names } споделят този терминал.
ui-repl-welcome-aim = Бъдете първи, който изпразни главната си купчина. 'help' изрежда командите, 'help move' обяснява ходовете.
ui-repl-ctrl-c-cancels = (Ctrl-C изтрива реда. Напишете 'quit' за изход.)
ui-repl-line-too-long = Този ред е твърде дълъг ({ $count } байта); нищо не е направено.
ui-repl-ctrl-c-does-not-stop = (Ctrl-C не спира играта: само изтрива реда, който пишете. Напишете 'quit' за изход.)
ui-repl-yes-answers = y, yes, д, да
ui-repl-yes-or-no = Отговорете с д (да) или н (не).
ui-repl-turn-help = Играйте в центъра (ходовете са като h3 c1), после изхвърлете на странична купчина, за да завършите (като h2 s1). Още: moves, hint, help.
ui-repl-your-turn-named = { $name }, ваш ред е.
ui-repl-game-over = Играта свърши: { $result }
ui-repl-turn-banner = -- { $turn } --

## Терминалът: масата
ui-repl-status-line = Игра { $game } { $dot } ред { $turn } { $dot } мач до { $target } { $dot } { $scores }
# One side's points in the status line: the colon keeps "Computer 1" apart from its points.
ui-repl-status-score = { $side }: { $points }
ui-repl-sides = странични
ui-repl-payoff-left = главна { $card } (остават { $count })
ui-repl-payoff-empty = главна { $card } (празна)
ui-repl-hand-cards = ръка { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
ui-repl-centre = Център
ui-repl-centre-pile = c{ $centre } { $top } иска { $needs }
ui-repl-stock-cards = склад { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
ui-repl-set-aside = , { $count } настрана
ui-repl-kings-wild = царете като жокер
ui-repl-partner-note = партньор { $name }: горната му карта от главната купчина се играе с pp
ui-repl-hand = ръка
ui-repl-side-piles-heading = Странични купчини, отдолу нагоре (последната карта е тази, която се играе):
ui-repl-side-piles-empty = (всички странични купчини са празни)
ui-repl-set-aside-cards = Настрана: { $count ->
    [one] 1 карта
   *[other] { $count } карти
} (завършени централни купчини)

## Терминалът: продължаване и файлове
ui-repl-not-autosaved = Мачът не можа да се запише автоматично: { $reason }. Използвайте 'save ФАЙЛ', за да го запазите.
ui-repl-new-match-dealt = { $reason } Раздава се нов мач.
ui-repl-current-game-goes-on = { $reason } Текущата игра продължава.
ui-repl-nothing-to-resume = Няма недовършен мач за продължаване.
ui-repl-already-resumed = Това е мачът от автоматичния запис: няма друг за продължаване.
ui-repl-cannot-resume = Недовършеният мач не може да продължи: { $reason }.
ui-repl-resumed = Недовършеният мач продължава: игра { $game }, ред { $turn }.
ui-repl-kept-in = Този мач се пази в { $file }: 'spite --resume' го продължава.
ui-file-not-a-file-name = това не е име на файл
ui-file-could-not-save = не може да се запише в { $file }: { $reason }
ui-file-cannot-read = не може да се прочете { $file }: { $reason }
ui-file-is-directory = { $file } е папка, а не запазена игра
ui-file-not-regular = { $file } не е обикновен файл
ui-file-too-big = { $file } е твърде голям за запазена игра ({ $count } байта)
ui-file-not-text = { $file } не е запазена игра (не е текст)
ui-file-not-found = няма такъв файл или папка
ui-file-permission-denied = достъпът е отказан
ui-file-cannot-make = не може да се създаде { $file }: { $reason }
ui-file-cannot-write = не може да се запише { $file }: { $reason }
ui-file-cannot-remove = не може да се изтрие { $file }: { $reason }
ui-file-damaged = { $file } е повреден ({ $reason })
ui-file-not-autosave = { $file } не е файл с автоматичен запис
ui-file-autosave-damaged = повреден автоматичен запис ({ $reason })
ui-file-bad-move = ходът { $move } на ред { $line } не може да се прочете (ходовете се пишат като "h3 c1")
ui-file-bad-value = { $field } на ред { $line } не може да бъде { $value }
ui-file-autosave-version = автоматичен запис от версия { $version }, която този spite не чете (той чете версия { $current })
ui-file-autosave-no-people = повреден автоматичен запис (на масата няма хора)

## Прозорецът: съобщения и запазени файлове
ui-notice-hand-hidden = Ръката ви е скрита: първо я покажете.
ui-notice-no-hand-card = В ръката ви няма карта { $slot }.
ui-notice-source-empty = { $source ->
    [payoff] Главната ви купчина е празна.
    [partner] Главната купчина на партньора ви е празна.
   *[side] Страничната ви купчина { $pile } е празна.
}
ui-notice-pick-card-first = Първо вземете карта: от ръката, от главната купчина или от странична купчина.
ui-notice-drop-on-pile = Пуснете картата на централна купчина или на някоя от страничните си купчини.
ui-notice-thinking = Търси се подсказка…
ui-settings-unreadable = Настройките ви не можаха да се прочетат ({ $reason }); използват се стандартните.
ui-stats-unreadable = Статистиката ви не можа да се прочете ({ $reason }); започва отново от нула.
ui-stats-row-partnership = С партньори · { $level }
ui-stats-row-you-vs-computer = Вие срещу компютъра · { $level }
ui-stats-row-you-vs-computers = Вие срещу { $count } компютъра · { $level }
ui-stats-row-people = { $people } души и { $count ->
    [one] 1 компютър
   *[other] { $count } компютъра
} · { $level }

## Прозорецът (spite-gui): собствените му думи
ui-menu-undo-short = Връщане
ui-menu-hint-short = Подсказка
ui-menu-help-short = Помощ
ui-no-hand-card = В ръката Ви няма карта { $slot }.
ui-empty-payoff = Вашата главна купчина е празна.
ui-empty-partner-payoff = Главната купчина на партньора Ви е празна.
ui-empty-side = Вашата странична купчина { $pile } е празна.
ui-pick-card-first = Първо вземете карта: от ръката, от главната купчина или от странична купчина.
ui-drop-on-a-pile = Пуснете картата върху централна купчина или върху една от страничните си купчини.
ui-hint-thinking = Търси се подсказка…
ui-wait-computer = Изчакайте: компютърът играе.
ui-wait-seat = Изчакайте: { $name } играе.
ui-wait-game-over = Играта свърши.
ui-wait-hidden = Ръката Ви е скрита: първо я покажете.
ui-wait-turn = Ред е на { $name }.
ui-help-key-quit = изход (мачът се запазва след всеки ход)
ui-rules-custom = собствени правила
ui-confirm-new-draft-text = Мачът не е свършил. Да се откажете от него и да започне нов мач с новите правила?
ui-confirm-new-draft-kept = Мачът продължава. Правилата ви за следващия мач са запазени в Настройки: „Нов мач с тези правила“ го започва, когато сте готови.
ui-stats-kind-partnership = По двойки · { $level }
ui-stats-kind-vs-computer = Вие срещу компютъра · { $level }
ui-stats-kind-vs-computers = Вие срещу { $count } компютъра · { $level }
ui-stats-kind-people = { $people } души
ui-stats-kind-people-partnership = { $people } души, по двойки
ui-stats-kind-mixed = { $people } души и { $count ->
    [one] 1 компютър
   *[other] { $count } компютъра
} · { $level }
ui-stats-kind-mixed-partnership = { $people } души и { $count ->
    [one] 1 компютър
   *[other] { $count } компютъра
}, по двойки · { $level }
ui-no-data-folder = Не е намерена папка за данни: този мач и статистиката няма да се запазят.
ui-save-what-match = мача ({ $reason })
ui-save-what-stats = статистиката ({ $reason })
ui-save-what-settings = настройките ({ $reason })
ui-could-not-save = Неуспешно запазване на { $what } в { $file }. Играта продължава; записът се опитва отново след всеки ход.
ui-speed-instant = мигновена
ui-speed-fast = бърза
ui-speed-normal = нормална
ui-speed-slow = бавна
ui-speed-button-hover = Скорост на анимацията: щракване избира следващата (мигновена показва ходовете на другите веднага)
ui-damaged-match = Запазеният Ви мач не можа да се прочете, затова започна нов мач.
ui-damaged-stats = Статистиката Ви не можа да се прочете, затова започва отново от нула.
ui-damaged-settings = Настройките Ви не можаха да се прочетат, затова се използват стандартните.
ui-damaged-seats = местата не съответстват на играчите ({ $found } места, { $players } играчи)
ui-damaged-kept = Повреденият файл е запазен, не е изтрит: { $file }.
ui-damaged-eframe-kept = {" "}Запазен е като { $file }.
ui-damaged-eframe = Файлът с подредбата на прозореца (app.ron) беше повреден ({ $reason }); размерът и подредбата на прозореца започват отначало.{ $kept } Мачът, настройките и статистиката Ви са в отделни файлове.

## The window: coming back to a hosted room, quitting while hosting, and more
ui-net-back-about = Стаята Ви { $code } (на { $address }) е запазена: сървърът ѝ тръгва отново тук и приятелите, останали в стаята, продължават да играят с Вас.
ui-net-back-button = Обратно в моята стая
ui-net-quit-title = Изход, докато сте домакин?
ui-net-quit-text = Този прозорец пуска игровия сървър: изходът го спира и играта на приятелите Ви спира на пауза (нищо не се губи), докато не отворите Spite & Malice отново; тогава стаята се връща.
ui-net-quit-yes = Да, изход ({ $key })
ui-damaged-details = За доклад за грешка: { $reason }.
ui-menu-key = { $label } ({ $key })
ui-result-match-score = Резултат в мача
ui-score-game = Игра { $game } · мач до { $target }
ui-net-example = например { $example }
ui-guide-title = Първият Ви ред
ui-guide-payoff = Главната купчина е откритата карта до страничните Ви купчини, с броя на картите под нея. Изиграйте всичките ѝ карти в централните купчини, за да спечелите.
ui-guide-centre = Централните купчини се редят от асо нагоре, по една карта; надписът под всяка купчина казва каква карта ѝ трябва сега.
ui-guide-sources = Карти към центъра идват от ръката Ви, от откритата карта от първата стъпка или от горната карта на странична купчина: щракнете карта, после купчина (зелените рамки показват къде може да отиде), или я плъзнете дотам.
ui-guide-discard = За да завършите реда си, сложете една карта от ръката върху някоя от четирите си странични купчини. По-късно може да се играе само горната карта на странична купчина, затова избирайте внимателно. Всеки ред ръката Ви се допълва до пет карти.
ui-guide-step = Стъпка { $step } от { $count } · H иска съвет от компютъра
ui-guide-next = Напред
ui-guide-done = Към играта
ui-guide-skip = Пропускане
ui-guide-open = Показване на упътването за първия ред

## The terminal: more of the REPL's own words
ui-repl-not-your-turn = Не е ваш ред.
ui-repl-not-saved-unchanged = Не е запазено; файлът е непроменен.
ui-repl-file-exists = { $file } вече съществува. Да бъде ли заменен? (д/н)
ui-repl-game-not-over = Тази игра още не е свършила; следващата се раздава, когато свърши.
ui-repl-help-moves = Ходове: 'h3 c1' играе карта 3 от ръката на централна купчина 1; '7h c1' назовава картата вместо това; 'p c2' играе горната карта на вашата главна купчина; 's4 c3' горната карта на странична купчина; 'h2 s1' изхвърля и завършва реда ви.
ui-repl-help-commands = Команди:
ui-repl-confirm-load-resumable = Да се замени ли този мач с този от { $file }? 'resume' връща този мач, докато не изиграете ход в другия. (д/н)
ui-repl-confirm-load = Да се замени ли този мач с този от { $file }? Този мач се губи, ако не е запазен. (д/н)
ui-repl-log-no-record = Дневникът не може да бъде възстановен от записа на този мач.
ui-repl-ctrl-c-hand-over = (Ctrl-C не показва ръката и не спира играта. { $name }: натиснете Enter, когато сте готови, или q за изход.)
ui-repl-help-intro = 'help' показва командите, 'help move' обяснява ходовете.
ui-repl-preset-g4a = g4a са обичайните правила: царете играят като жокер, а централните купчини стигат до дамата ('classic': до царя, без жокери). 'rules' ги казва всички.
ui-repl-preset-classic = 'classic' са по-старите правила: централните купчини стигат до царя и няма жокери. 'rules' ги казва всички.
ui-repl-no-autosave-script = Вход, който не е терминал, няма автоматичен запис, освен ако SPITE_DATA_DIR не посочва папка за него.
ui-repl-offer-resume = Оставихте недовършен мач (игра { $game }, ред { $turn }): 'resume' го продължава; ход в този мач го заменя.
ui-repl-offer-damaged = Недовършеният от миналия път мач не може да бъде продължен: { $reason }. Този нов мач го заменя, щом изиграете ход.

## The terminal: replay
ui-replay-step-deal = Стъпка 0 от { $last }: раздаването. { $opening }
ui-replay-step = Стъпка { $step } от { $last }: { $move }
ui-replay-intro = Преглед на игра { $game } ({ $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }) откъм място { $seat } ({ $name }). Enter: напред, b: назад, число: към тази стъпка, q: изход.
ui-replay-prompt = Enter напред, b назад, q изход
ui-replay-last = Това беше последният ход. b връща назад, q излиза.
ui-replay-no-step = Няма стъпка { $step }: тази игра има стъпки от 0 до { $last }. Оставате на стъпка { $at }.
ui-replay-keys = Натиснете Enter за следващия ход, b за назад, номер на стъпка от 0 до { $last } или q за изход.
ui-review-intro = Разбор на игра { $game } откъм място { $seat } ({ $moves ->
        [one] { $moves } ход
       *[other] { $moves } хода
    }): всеки ред се изиграва в случайни раздавания на картите, които това място не е виждало, което отнема няколко секунди.
ui-review-intro-unfinished = Игра { $game } не е свършила: разбор на досегашните ѝ { $moves } хода откъм място { $seat }. Всеки ред се изиграва в случайни раздавания на картите, които това място не е виждало, което отнема няколко секунди.
ui-review-no-seat = Няма място { $seat }: тази игра има места от 0 до { $last }.
ui-review-inaccuracy = неточност
ui-review-mistake = грешка
ui-review-blunder = груба грешка
review-turn-name = { $part ->
    [1] Ред { $turn }
   *[other] Ред { $turn }, част { $part } (след новите карти)
}
ui-review-turn = { review-turn-name }, { $mark }: изпуснати { $lost } точки от шанса за победа ({ $before }% → { $after }%).
ui-review-played = Изиграно: { $moves }.
ui-review-better = По-добре: { $moves } - { $reason }.
ui-review-none = Нито един ред не е изпуснал { $points } или повече точки от шанса за победа.
ui-review-summary = Точност { $accuracy }% в { $decisions ->
        [one] { $decisions } решение
       *[other] { $decisions } решения
    }. Неточности: { $inaccuracies }, грешки: { $mistakes }, груби грешки: { $blunders }.
ui-review-turn-window = { review-turn-name }, { $mark }: изпуснати { $lost } точки от шанса за победа (от { $before }% на { $after }%).
ui-review-button = Преглед
ui-review-title = Преглед на игра { $game }
ui-review-progress = Преглеждане: досега { $inaccuracies ->
        [one] { $inaccuracies } неточност
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } грешка
       *[other] { $mistakes } грешки
    } и { $blunders ->
        [one] { $blunders } груба грешка
       *[other] { $blunders } груби грешки
    }. Затварянето на прозореца спира прегледа.
ui-review-list-turn = { review-turn-name }
ui-review-choose = Изберете ред вляво: тук се вижда масата, каквато е била преди него, изиграният ред е очертан в оранжево, а по-добрият в синьо.
ui-review-choose-words = Изберете ред вляво: тук с думи се казва какво е изиграно и кой ред е по-добър.
ui-review-no-table = Масата не се показва за онлайн игра: записът ѝ е на игровия сървър, а този прозорец има само изгледа от вашето място.
ui-review-fine = { review-turn-name }: нищо не е изпуснато (шанс за победа { $chance }%).
ui-review-same = Не е намерен по-добър ред.
ui-review-failed = Тази игра не може да бъде прегледана: { $reason }
ui-review-seat = Място { $seat }
ui-review-recent = Игри за преглед
ui-review-kept = Игра { $game } · { $table } · { $result ->
    [won] спечелена
    [lost] загубена
    [unfinished] незавършена
   *[drawn] наравно
}

## The window's online play ("Play online").
ui-menu-online = Игра онлайн…
ui-menu-online-short = Онлайн
ui-net-title = Игра онлайн
ui-net-host = Домакин на игра
ui-net-join = Включване в игра
ui-net-your-name = Вашето име:
ui-net-host-about = Това приложение пуска игровия сървър; дайте на приятелите си адреса и кода за покана над масата.
ui-net-host-here = Тук, в това приложение
ui-net-host-on-server = На сървър
ui-net-host-on-server-about = Стаята се създава на сървър, който вече работи (spite serve или приложението на приятел): дайте на приятелите си адреса му и кода за покана над масата.
ui-net-seat-friend = приятел
ui-net-port = Порт:
ui-net-lan = Други машини в мрежата могат да се включат (LAN)
ui-net-takeover = Компютърът играе вместо човек, отсъстващ над { $count } минути
ui-net-host-button = Започване
ui-net-join-about = Въведете адреса и кода за покана, които ви даде приятелят ви.
ui-net-address = Адрес:
ui-net-code = Код за покана:
ui-net-join-button = Включване
ui-net-bad-port = Портът е число от 0 до 65535.
ui-net-bad-rules = С тези правила не може да се раздаде.
ui-net-bad-address = Въведете адреса като ХОСТ:ПОРТ, например 192.168.1.20:7878.
ui-net-need-code = Въведете кода за покана.
ui-net-host-failed = Игровият сървър не можа да започне: { $reason }
ui-net-room-code = Код за покана { $code }
ui-net-copy = Копиране
ui-net-address-is = Адрес { $address }
ui-net-seat-here = { $name }: тук
ui-net-seat-away = { $name }: отсъства
ui-net-seat-taken-over = { $name }: отсъства, компютърът играе
ui-net-seat-free = { $name }: още не е тук
ui-net-reconnecting = Връзката с игровия сървър прекъсна (ако домакинът е излязъл или е затворил прозореца, играта го чака): свързване отново (опит { $attempt })…
ui-net-lost = Връзката с игровия сървър е загубена.
ui-net-failed = Играта не е достъпна
ui-net-waiting = Игровият сървър още не отговаря (домакинът може още да не е отворил играта): нов опит (опит { $attempt })… „Напускане“ спира опитите.
ui-net-unreachable = Игровият сървър на { $url } не отговори. Проверете адреса или помолете домакина да отвори играта и се присъединете отново.
ui-net-connecting = Свързване с игровия сървър…
ui-net-back = Отново има връзка.
ui-net-arrived = { $name } е тук.
ui-net-left = { $name } си отиде.
ui-net-taken-over = { $name } отсъства: компютърът играе на мястото.
ui-net-undo-asked = Поискахте да върнете хода си; изчакване на останалите.
ui-net-undo-question = { $name } иска да върне последния си ход.
ui-net-undo-declined = { $name } не позволи ходът да бъде върнат.
ui-net-undo-dropped = Ходът не беше върнат: играта продължи преди това.
ui-net-turn-waiting = Ваш ред в игра { $game } чака.
ui-net-undo-title = Връщане на ход?
ui-net-undo-allow = Разрешаване
ui-net-undo-refuse = Отказ
ui-server-refused = { $code ->
    [bad_json] Игровият сървър не успя да прочете изпратеното.
    [bad_request] Игровият сървър не прие тази заявка.
    [no_room] Няма игра с този код за покана.
    [bad_token] Запазеното място не е от тази игра.
    [room_full] Играта няма свободно място.
    [server_full] Игровият сървър е пълен: опитайте по-късно.
    [not_seated] Нямате място в тази игра.
    [already_seated] Вече имате място в тази игра.
    [internal] Игровият сървър срещна грешка; нищо не се промени.
    [unavailable] Игровият сървър не може да достигне базата си данни в момента; нищо не се промени. Опитайте отново след малко.
    [unknown_player] Няма играч с този ключ: проверете кода за прехвърляне.
    [already_seeking] Вече търсите игра.
    [no_identity] Първо кажете кой сте: игрите с рейтинг изискват вашия ключ на играч.
    [no_such_game] Мачът няма игра с този номер.
    [game_not_finished] Тази игра още се играе: разборът е възможен, когато свърши.
    [review_busy] Вече тече разбор: изчакайте го да свърши и поискайте отново.
    [not_your_turn] Не е ваш ред.
    [illegal_move] Правилата не позволяват този ход.
    [undo_refused] Този ход не може да бъде върнат.
    [rematch_refused] Сега не може да се предложи или приеме реванш.
    [game_over] Играта свърши.
    [rate_limited] Твърде бързо: изчакайте малко.
   *[other] Игровият сървър отказа ({ $code }).
}
# A reaction another player sent (online), by its code.
ui-reaction = { $reaction ->
    [good_game] Добра игра
    [well_played] Добре изиграно
    [nice_move] Хубав ход
    [oops] Опа
   *[thinking] Мисля…
}
ui-net-offline = Няма връзка с игровия сървър.
ui-net-sending = Изпращане на хода ви…
ui-net-leave = Напускане на онлайн играта
ui-net-undo = Молба за връщане (U)
ui-net-leave-short = Напускане
ui-net-leave-title = Да напуснете онлайн играта?
ui-net-leave-text = Мачът не е свършил. Мястото ви остава запазено: ако се присъедините отново със същия адрес и код за покана, ще се върнете на него.
ui-net-leave-host-text = Този прозорец пуска игровия сървър: напускането го спира и играта на приятелите Ви спира на пауза (нищо не се губи), докато не се върнете през Игра онлайн…, Домакин на игра и после Обратно в моята стая.
ui-net-leave-yes = Да, напускам ({ $key })
ui-settings-online-note = Нивото на компютъра и правилата на нов мач се отнасят за игрите ви срещу компютъра: променете ги, след като напуснете онлайн играта. „Правила“ показва правилата на онлайн играта.
ui-stats-online = Онлайн
ui-stats-kind-online = { $players } играчи
ui-stats-kind-online-partnership = { $players } играчи, по двойки
## The terminal: online play (spite host, spite join)
ui-online-hosting = Домакин на онлайн игра на { $addr }. Код за покана: { $code }
ui-online-tell-friend = Приятел се присъединява от друг терминал с: { $command }
ui-online-lan-address = Сървърът слуша на всеки адрес: приятел на друга машина използва адреса на тази машина вместо 127.0.0.1.
ui-online-seated = Седите на място { $seat } в стая { $code }.
ui-online-back-at-seat = Отново на вашето място { $seat } в стая { $code }.
ui-online-resuming = Жетонът за вашето място в тази стая е запазен: връщане на място { $seat }.
ui-online-kept-seat-refused = Запазеното място беше отказано; иска се ново място.
ui-online-token-kept = Мястото ви е запазено: ако този терминал се затвори, { $command } ви връща на него.
ui-online-token-not-kept = Жетонът за мястото ви не можа да бъде запазен ({ $reason }): ако този терминал се затвори, мястото не може да бъде заето отново.
ui-online-token-not-kept-no-dir = Няма папка с данни, в която да се запази жетонът за мястото ви: ако този терминал се затвори, мястото не може да бъде заето отново.
ui-online-players = Играчи: { $names }
ui-online-seat-free = място { $seat } (свободно)
ui-online-name-away = { $name } (отсъства)
ui-online-name-computer = { $name } (засега играе компютърът)
ui-online-help-intro = 'help' изброява командите; докато другите играят, ходовете им се показват тук.
ui-online-help = Онлайн: 'undo' иска разрешение от другите; отговорете на молбата на друг играч с 'да' или 'не'. Следващата игра се раздава сама. 'react' изпраща реакция, 'mute' скрива нечии. Когато мачът свърши, 'rematch' предлага същия мач отначало. 'quit' напуска, а мястото остава ваше.
ui-online-waiting-for = Чака се { $name }…
ui-online-waiting-for-friend = Чака се приятел да се присъедини: { $command }
ui-online-came = { $name } е на масата.
ui-online-went = { $name } напусна; мястото чака завръщането.
ui-online-computer-plays-for = Компютърът играе вместо { $name } до завръщането.
ui-online-undo-you-asked = Поискахте да върнете { $move }; чака се { $names } да разреши.
ui-online-undo-asks-you = { $name } иска да върне { $move }. Разрешавате ли? Напишете 'да' или 'не'.
ui-online-undo-asks-others = { $name } иска да върне { $move }; чака се { $names }.
ui-online-undo-declined = { $name } не разреши ходът да бъде върнат.
ui-online-undo-you-declined = Не разрешихте ходът да бъде върнат.
ui-online-undo-dropped = Молбата за връщане на ход отпадна: играта продължи преди това.
ui-online-no-undo-to-answer = Няма молба за връщане на ход, която чака вашия отговор.
ui-online-no-answers = n, no, н, не
ui-online-unreachable = Игровият сървър е недостъпен: { $reason }.
ui-online-reconnecting = Връзката прекъсна; ново свързване (опит { $attempt }, след { $seconds } s)…
ui-online-reconnected = Отново свързани: на вашето място.
ui-online-lost = Връзката е изгубена: { $reason }. Мястото ви е запазено: { $command } ви връща на него.
ui-online-no-connection = Връзката със сървъра спря.
ui-online-left = Напуснахте масата; мястото ви е запазено: { $command } ви връща на него.
ui-online-match-over = Мачът свърши. Напишете 'rematch' за нов мач или 'quit' за изход.
ui-online-next-by-itself = Онлайн следващата игра се раздава сама, когато тази свърши.
ui-online-not-here = '{ $command }' е за игра на този компютър; това е онлайн игра, пазена от сървъра.
ui-online-server-failed = Сървърът не може да стартира: { $reason }
ui-online-cannot-host = Не може да се стане домакин: { $reason }
ui-online-cannot-join = Не може да се присъедини: { $reason }
ui-online-press-enter = Натиснете Enter за изход.
ui-online-too-fast = Твърде много редове твърде бързо: този не беше изпратен. Изчакайте малко.
ui-repl-online-only = '{ $command }' е за онлайн игра.
ui-repl-review-after-game = 'review' разглежда игра, след като свърши: първо довършете тази.
ui-repl-review-ctrl-c = Разбор на играта (Ctrl-C спира)…
ui-repl-review-stopped = Разборът спря; редовете по-горе остават.
ui-repl-review-failed = Разборът не можа да започне.
ui-online-rematch-you-offered = Предлагате реванш; чака се { $names } да приеме.
ui-online-rematch-asks-you = { $name } предлага реванш. Ще играете ли пак? Напишете 'да' или 'не'.
ui-online-rematch-asks-others = { $name } предлага реванш; чака се { $names }.
ui-online-rematch-you-declined = Отказахте реванша.
ui-online-rematch-declined = { $name } отказа реванша.
ui-online-rematch-left = { $name } си тръгна: няма реванш.
ui-online-rematch-started = Всички приеха: реваншът се раздава в нова стая.
ui-online-reaction = { $name }: { ui-reaction }
ui-reaction-key = { $reaction ->
    [good_game] гг
    [well_played] браво
    [nice_move] хубав
    [oops] опа
   *[thinking] мисля
}
ui-online-no-such-reaction = Няма реакция '{ $typed }': напишете react и една от { $keys }.
ui-online-no-such-player = Никой друг играч на тази маса не се казва '{ $name }'; другите са: { $names }.
ui-online-muted = Реакциите на { $name } са скрити отсега нататък ('unmute' ги показва отново).
ui-online-unmuted = Реакциите на { $name } се показват отново.

## Помощта на командния ред: spite --help, spite play --help (имената на
## опциите, стойностите и командните думи никога не се превеждат)

ui-cli-about-spite = Spite & Malice: изпразнете първи главната си купчина.
ui-cli-about-play = Мач срещу компютъра (по подразбиране).
ui-cli-about-engine = Обслужва протокола на двигателя с JSON редове на stdin/stdout (docs/protocol.md).
ui-cli-about-replay = Преглед на запазена игра ход по ход.
ui-cli-about-arena = Нивата на компютъра играят едно срещу друго и се отчита силата им.
ui-cli-about-serve = Пуска сървъра за игра онлайн (docs/online.md) до Ctrl-C.
ui-cli-about-help = Показва това съобщение или помощта за посочената подкоманда (или подкоманди)
ui-cli-play-seed = Начално число на раздаванията в мача (по подразбиране: от часовника; началното число се показва).
ui-cli-play-rules = Правила: готов набор (g4a, classic) или JSON файл с правила.
ui-cli-play-opponent = Сила на компютърните играчи.
ui-cli-play-players = Брой играчи, от 2 до 6; местата след хората са компютри.
ui-cli-play-hotseat = Няколко души споделят този терминал; ръцете се скриват при всяка смяна на реда. Всяко място е човек, освен ако --people не каже колко са.
ui-cli-play-people = Колко места са хора (първите); останалите са компютри.
ui-cli-play-target = Точки, които печелят мача.
ui-cli-play-load = Продължава мач, запазен със 'save ФАЙЛ'.
ui-cli-play-resume = Продължава мача, оставен недовършен миналия път (пазен в автоматичния запис).
ui-cli-play-compact = Масата се прерисува на едно място, горе на екрана с последните редове под нея, вместо текстът да се превърта (в терминал с цветове).
ui-cli-replay-file = Мач, запазен в играта със 'save ФАЙЛ'.
ui-cli-replay-seat = Мястото, чиято ръка се показва, броено от 0 както навсякъде в spite (0 = първото място, човекът в игра срещу компютъра); другите ръце остават скрити.
ui-cli-replay-people = Колко места са били хора (първите), за имената, които играта е ползвала ("Вие" и "Компютър", или "Играч 1"...). Файлът с автоматичния запис знае; запазеният файл не знае и се приема 1.
ui-cli-about-review = Разбор на запазена игра: редовете, които я изпуснаха, и по-добрите.
ui-cli-review-file = Мач, запазен в играта със 'save ФАЙЛ' (или автоматичният запис).
ui-cli-review-seat = Мястото за разбор, броено от 0 (0 = първото място, човекът в игра срещу компютъра).
ui-cli-review-worlds = Изигравания на оценка: по-малко е по-бързо и по-грубо.
ui-cli-arg-no-color = Обикновен ASCII без цветове (също когато NO_COLOR е зададена или изходът не е терминал).
ui-cli-arg-lang = Език: en, nl, ms, pt или bg (по подразбиране: този на системата, иначе английски).
ui-cli-about-host = Домакинство на онлайн игра: пуска сървър тук и играе на първото място.
ui-cli-about-join = Включване в онлайн игра: spite join АДРЕС КОД (отново след затваряне на терминала: обратно на същото място).
ui-cli-host-addr = Къде слуша сървърът (0.0.0.0:7878, за да е достъпен в локалната мрежа); по подразбиране: адресът на последната стая, иначе 127.0.0.1:7878.
ui-cli-host-rules = Правила: готов набор (g4a, classic) или JSON файл с правила.
ui-cli-host-players = Брой играчи, от 2 до 6.
ui-cli-host-people = Колко места са хора (вие и включилите се); останалите са компютри. По подразбиране: 2.
ui-cli-host-opponent = Сила на компютърните играчи на местата след хората.
ui-cli-host-target = Точки, които печелят мача.
ui-cli-host-data = Папка на базата данни на сървъра (играта оцелява при рестарт); по подразбиране: server/ в папката с данни на spite.
ui-cli-join-addr = Адресът на сървъра, както домакинът го показа (192.168.1.20:7878).
ui-cli-join-code = Кодът за покана (главни букви, интервали и тирета нямат значение).
ui-cli-arg-name = Вашето име на масата.
ui-cli-help = Показва помощта
ui-cli-version = Показва версията
ui-cli-usage = Употреба:
ui-cli-options = Опции
ui-cli-arguments = Аргументи
ui-cli-commands = Команди
ui-cli-default = (по подразбиране: { $value })
ui-cli-values = (едно от: { $values })
ui-cli-error-value = '{ $value }' не е стойност за { $arg }.
ui-cli-error-unknown-arg = Няма опция { $arg }.
ui-cli-error-unknown-command = Няма команда '{ $name }'.
ui-cli-error-tip = Имахте предвид { $name }?
ui-cli-error-missing = Нужни са още: { $args }.
ui-cli-error-conflict = { $arg } не може да се използва с { $other }.
ui-cli-error-options-first = { $options } трябва да е след '{ $command }', а не преди него (spite { $command } --help показва опциите).
ui-cli-error-other = Командният ред не може да бъде прочетен.
ui-cli-error-more = За повече опитайте '--help'.
ui-cli-error-range = Трябва да е цяло число от { $min } до { $max }.
ui-cli-error-at-least = Трябва да е цяло число, не по-малко от { $min }.
# Placeholders in usage lines and option help (`--players <N>`), in capitals as clap writes them.
ui-cli-placeholder-options = ОПЦИИ
ui-cli-placeholder-command = КОМАНДА
ui-cli-value-addr = АДРЕС
ui-cli-value-code = КОД
ui-cli-value-dir = ПАПКА
ui-cli-value-file = ФАЙЛ
ui-cli-value-level = НИВО
ui-cli-value-n = N
ui-cli-value-name = ИМЕ
ui-cli-value-points = ТОЧКИ
ui-cli-value-seat = МЯСТО

# `spite completions SHELL` и ръководствата (`man spite`).
ui-cli-about-completions = Извежда допълването за обвивката на spite: bash, zsh, fish, elvish или powershell.
ui-cli-completions-shell = Обвивката, за която е допълването.
ui-cli-value-shell = ОБВИВКА
ui-cli-man-name = ИМЕ
ui-cli-man-synopsis = СИНТАКСИС
ui-cli-man-description = ОПИСАНИЕ
ui-cli-man-version = ВЕРСИЯ
ui-cli-man-moves = ХОДОВЕ
ui-cli-man-files = ФАЙЛОВЕ
ui-cli-man-environment = СРЕДА
ui-cli-man-examples = ПРИМЕРИ
ui-cli-examples-heading = Примери:
ui-cli-examples =
    spite                             мач срещу компютъра
    spite --opponent hard --seed 7    по-силен компютър, раздавания за повторение
    spite --hotseat --players 3       трима души на една клавиатура
    spite --resume                    мачът, който оставихте недовършен
    spite host --name Ann             домакинство на онлайн игра за приятел
    spite join 192.168.1.20:7878 VCVQ-677X-3CC9
                                      място в играта на приятел
    spite host --server 10.0.0.5:7878 стая на сървър, който вече работи
    spite rooms 10.0.0.5:7878         отворени стаи, за да заемете място
    spite replay game.json            преглед на запазена игра
ui-cli-man-files-text =
    ~/.local/share/spite/autosave.json
        текущият мач, пазен след всеки ход ('resume', 'spite --resume')
    ~/.local/share/spite/history.txt
        написаните редове, за историята на редактора на редове
    ~/.local/share/spite/online/
        местата, пазени за 'spite join', и стаята, която 'spite host' връща
    ~/.local/share/spite/server/
        базата данни на сървъра, който 'spite host' пуска
    Папката е $XDG_DATA_HOME/spite, ако е зададена; SPITE_DATA_DIR я заменя.
ui-cli-man-environment-text =
    SPITE_DATA_DIR
        папката за автоматичния запис, историята и онлайн местата
    NO_COLOR
        зададена и непразна: карти в обикновен ASCII без цвят, като --no-color
    LANGUAGE, LC_ALL, LC_MESSAGES, LANG
        езикът, когато --lang не е даден (en, nl, ms, pt или bg; иначе английски)
ui-cli-man-spite = spite играе Spite & Malice в терминал: срещу компютъра, с приятели на една клавиатура или онлайн. Всеки играч се стреми първи да изпразни главната си купчина върху общите централни купчини, градени нагоре от асото; царете играят като жокер. Без команда spite играе мач срещу компютъра, както spite play. В играта напишете help за командите и ходовете.

## Защо запазена игра не може да се зареди (причина вътре в
## ui-repl-not-loaded, ui-file-damaged и известията на прозореца)

json-error-eof = текстът прекъсва на ред { $line }, колона { $column }
json-error-syntax = текстът не е JSON на ред { $line }, колона { $column }
json-error-data = стойност липсва или е от грешен вид на ред { $line }, колона { $column }
load-error-json = не е запазена игра: { $reason }
rules-parse-error-json = не е обект с правила: { $reason }
ui-cli-not-rules = '{ $arg }' не е нито готов набор правила ({ $presets }), нито файл с правила
ui-cli-cannot-read-rules = файлът с правила { $file } не може да се прочете: { $reason }
ui-cli-rules-refused = файлът с правила { $file } е отказан: { $reason }
ui-cli-people-too-many = --people { $count } е повече от { $players } играчи
load-error-format = това не е запазена игра на Spite & Malice ('{ $found }')
load-error-missing-field = това не е запазена игра на Spite & Malice (няма поле '{ $field }')
load-error-version = запазено от по-нова версия (формат { $found }); тази версия чете формат { $reads }
load-error-rules = запазените правила не могат да се играят: { $reason }
load-error-setup = запазените карти не могат да се раздадат така, както са подредени
load-error-move = ход { $index } ({ $move }) от запазената игра е непозволен: { $reason }
load-error-match = запазеният мач не се връзва
ui-file-autosave-level = '{ $level }' не е ниво

## Браузърът (web/): собствените му думи, идентификатори, започващи с web-.

web-language = Език
web-coming-back = Връщане на Вашето място…
web-unreachable = Сървърът не е достъпен; нов опит…
web-cancel = Отказ
web-creating = Стаята се създава…
web-joining = Присъединяване…
web-your-name = Вашето име
web-join-form = Присъединяване
web-invited = Поканени сте
web-room = Стая
web-join-game = Влезте в играта
web-not-invited = Започнете своя игра вместо това
web-new-game = Нова игра
web-play-now = Играйте сега
web-play-now-what = Срещу компютъра (лесен): главна купчина от { $count } карти, една игра.
web-play-friends = Играйте с приятели
web-play-friends-what = Връзка, която да изпратите на приятел: главна купчина от { $count } карти, една игра.
web-more-options = Още настройки
web-payoff-explain = Главна купчина: картите, от които всеки играч трябва да се отърве, една по една отгоре. Който първи изиграе последната карта от главната си купчина, печели играта; по-малко карти — по-кратка игра.
web-match-to-explain = Мач до: точките, които печелят мача. Победителят в игра получава по една точка за всяка карта, останала в главните купчини на другите, така че 1 значи една-единствена игра.
web-play = Игра
web-mode-computer = срещу компютъра
web-mode-friends = с приятели (връзка за покана)
web-players = Играчи
web-friends = Приятели
web-level = Ниво на компютъра
web-rules = Правила
web-preset-g4a = Царете като жокер, купчини от асо до дама
web-preset-classic = Класически: купчини от асо до цар, без жокери
web-payoff = Главна купчина
web-match-to = Мач до
web-animation = Анимация
web-speed = { $speed ->
    [instant] мигновена
    [fast] бърза
    [slow] бавна
   *[normal] нормална
}
web-create = { $mode ->
    [friends] Започнете и поканете приятели
   *[computer] Започнете играта
}
web-join-by-code = Влизане с код
web-room-code = Код на стаята
web-join = Влезте
web-game-over = Играта свърши.
web-turn-of = { $kind ->
    [you] Ваш ред е.
   *[other] Ред е на { $name }.
}
web-cannot-play-now = { $card } не може да се изиграе сега: централните купчини искат { $needs }.
web-holding = Държите { $card }: изберете къде да отиде ({ $targets }).
web-not-sent = Няма връзка: ходът не е изпратен. Свързване отново…
web-pick-first = Първо вземете карта: карта от ръката, картата от главната купчина или горната карта на странична купчина.
web-hints-your-turn = Подсказки има само когато е Ваш ред.
web-no-hint-offline = Няма връзка: сега няма подсказка. Свързване отново…
web-hint-working = Търси се подсказка…
web-hint = Подсказка: { $source } към { $target }.
web-hint-why = Подсказка: { $source } към { $target }. { $why }.
web-dropped-off = Пусната извън купчините: картата се връща.
web-waiting-undo = Чака се другите да одобрят връщането на хода…
web-choose-where = Изберете къде да отиде картата.
web-your-turn-status = Ваш ред е: играйте на централните купчини, после изхвърлете карта от ръката на странична купчина.
web-is-playing = { $name } играе…
web-us = Ние
web-them = Те
web-score-label = Игра { $game }; резултат в мача { $score }; цел { $target }
web-score = Игра { $game } · { $score }
web-score-target = { $target ->
    [1] (една игра)
   *[other] (мач до { $target })
}
web-game = Игра { $game }
web-seat-points = { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}
web-hint-button = Подсказка
web-hint-title = Подсказка (H)
web-undo-button = Върни
web-undo-title = Върнете хода (U)
web-log-button = Ходове
web-help-button = Помощ
# The sound switch in the table's bar (pressed: sound on).
web-sound-button = Звук
# The lobby's record of games won and lost against the computer, per level ($level: level-name).
web-record-heading = Вашият резултат срещу компютъра
web-record-level = { $level }: спечелени { $won }, загубени { $lost }
web-help-title = Помощ (?)
web-leave = Изход
web-reconnecting = Връзката е прекъсната: свързване отново…
web-waiting-friends = Чака се { $count ->
    [one] 1 приятел
   *[other] { $count } приятели
}. Код на стаята
web-invite = Покана
web-invite-link = Връзка за покана
web-copied = Копирано
web-copy-invite = Копирайте връзката
web-table = Маса
web-centre = Център
web-stock-label = Склад: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}
web-stock-label-aside = Склад: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}; { $aside ->
    [one] 1 карта оставена настрана
   *[other] { $aside } карти оставени настрана
}
web-stock = склад
web-set-aside = { $count } настрана
web-needs = иска { $rank }
# Breaks only before the dot: "K = 4" and "· needs 5" each stay whole.
web-stands-for = K{"\u00A0"}={"\u00A0"}{ $as } ·{"\u00A0"}иска{"\u00A0"}{ $rank }
web-mark-hint = ★ съвет
web-mark-here = ▼ тук
web-your-turn-tag = Ваш ред
web-caption-payoff = главна
web-caption-partner = партньор
web-caption-hand = ръка
web-hand-empty = Ръката Ви е празна.
web-move-log = Изиграни ходове
web-undo-question = Връщане на хода?
web-undo-request = Молба за връщане на ход
web-undo-asks = { $name } иска да върне последния си ход ({ $move }).
web-allow = Разрешете
web-refuse = Откажете
web-match-over = Мачът свърши
web-game-over-title = Играта свърши
web-match-score = { $target ->
    [1] Резултат в мача: { $score }.
   *[other] Резултат в мача: { $score } (до { $target }).
}
web-match-seed = Начално число на мача { $seed }: всяко раздаване може да се изиграе отново и провери.
web-new-match = Нов мач
web-play-again = Играйте отново
web-help-touch-bar = Подсказка, Върни и Ходове са бутоните горе; тук, в Помощ, избирате и езика.
web-next-game = Следваща игра
web-dealing = Раздаване…
web-help-heading = Как се играе
web-help-intro = Играйте картите от главната купчина на централните купчини, градени нагоре от асото (царете играят като жокер, освен ако не са избрани класическите правила). Завършете всеки ред, като изхвърлите карта от ръката на една от страничните си купчини.
web-help-hand = вземете карта от ръката
web-help-payoff = картата от главната купчина
web-help-partner = тази на партньора
web-help-side = вземете горната карта на странична купчина или изхвърлете там държаната карта от ръката
web-help-centre = изиграйте държаната карта на централна купчина
web-help-hint = подсказка
web-help-or = или
web-help-undo = връщане на хода
web-help-down = оставете картата
web-help-this = тази помощ
web-help-tab = Или стигнете с Tab до карта и натиснете Enter, после с Tab до купчина, отбелязана с “▼ тук”, и натиснете Enter. Влаченето работи с мишката и на сензорни екрани.
# The rules, with a worked first turn (web/src/rules-view.tsx): the
# default rules (kings wild, piles to the queen), the classic ones in a line.
web-open-rules = Правила
web-rules-title = Правила на играта
web-rules-aim-heading = Целта
web-rules-aim = Бъдете първи да изиграете всички карти от главната си купчина на централните купчини. Само горната ѝ карта е открита; когато я изиграете, следващата се обръща.
web-rules-turn-heading = Вашият ред
web-rules-turn-draw = Получете карти от склада, докато имате пет в ръката.
web-rules-turn-play = Играйте колкото карти искате на централните купчини: картата от главната купчина, карти от ръката и горните карти на страничните си купчини.
web-rules-turn-discard = Изхвърлете карта от ръката на една от четирите си странични купчини: с това редът Ви свършва. Всяка карта може да отиде на всяка странична купчина.
web-rules-turn-refill = Ако изиграете всички карти от ръката, получавате още пет и продължавате.
web-rules-centre-heading = Централни купчини
web-rules-centre-build = Всички играят на едни и същи централни купчини. Купчината започва с асо и се качва с по една стойност, без значение от боята: асо, 2, 3 … вале, дама.
web-rules-kings = Царете играят като жокер: цар може да се изиграе на всяка централна купчина като картата, която ѝ трябва, дори като асо на празна купчина.
web-rules-complete = Купчина, стигнала до дамата, е завършена: картите ѝ се разбъркват в склада и мястото ѝ отново е празно.
web-rules-classic = С класическите правила царете не са жокери, купчината стига до царя, а завършените купчини се оставят настрана, докато складът свърши; тогава се разбъркват в нов склад.
web-rules-score-heading = Победа и точки
web-rules-score = Който изиграе последната карта от главната си купчина, печели играта и получава по точка за всяка карта, останала в другите главни купчини.
web-rules-match = Играе се, докато някой събере точките, до които е мачът; загубилият една игра започва следващата.
web-rules-draw = Ако трябва да се получи карта, а складът е празен, играта завършва наравно и никой не получава точки.
web-rules-example-heading = Първи ред, стъпка по стъпка
web-rules-step = Стъпка { $number } от { $count }
web-rules-previous = Предишна стъпка
web-rules-next = Следваща стъпка
web-rules-payoff = главна купчина
web-rules-centre = централни купчини
web-rules-hand = ръка
web-rules-side = странични купчини
web-rules-empty = празна
web-rules-picture-payoff = Главна купчина: { $cards }.
web-rules-picture-centre = Централни купчини: { $cards }.
web-rules-picture-hand = Ръка: { $cards }.
web-rules-picture-side = Странични купчини: { $cards }.
web-rules-step-deal = Раздаването: главната Ви купчина показва 3, имате пет карти в ръката, а трите централни купчини са празни. Редът започва с получаване на карти до пет; имате пет, така че не получавате нищо.
web-rules-step-ace = Изиграйте асото от ръката: то започва централна купчина.
web-rules-step-two = Сега на купчината ѝ трябва 2: изиграйте двойката от ръката.
web-rules-step-payoff = Трябва ѝ 3: изиграйте горната карта от главната си купчина. Картата под нея се обръща: 5.
web-rules-step-king = На купчината ѝ трябва 4, а нямате, но царете играят като жокер: изиграйте царя като 4.
web-rules-step-five = Сега ѝ трябва 5: изиграйте отново картата от главната си купчина. Две карти от главната купчина са изиграни; следващата е дама.
web-rules-step-discard = Нищо друго не може да се изиграе, затова завършете реда: изхвърлете деветката на странична купчина. Задържате седмицата и в началото на следващия си ред получавате четири карти.
web-close = Затворете
web-review-button = Разбор
web-review-title = Разбор на игра { $game }
web-review-intro = Всеки Ваш ред се изиграва много пъти, като картите, които не сте виждали, се раздават случайно; ред, който е изпуснал шанс за победа, се отбелязва: ?! неточност, ? грешка, ?? груба грешка.
web-review-asking = Искане на разбор от сървъра…
web-review-working = Разбор на Вашите редове: { $done } от { $moves } хода…
web-review-lost = Връзката прекъсна, преди разборът да свърши: поискайте отново.
web-review-again = Нов разбор
web-review-move = { $card } { $from } на { $to }
web-match-ends = Мачът свърши.
web-match-we-win = Вие и партньорът Ви печелите мача!
web-match-they-win = Противниците Ви печелят мача.
web-match-you-win = Вие печелите мача!
web-match-wins = { $name } печели мача.
web-tag-partner = партньор
web-tag-waiting = чака да влезе
web-tag-away = отсъства
web-tag-computer = компютърът играе
web-to-play = на ход
web-can-play-here = можете да играете тук
web-suggested = предложено
web-key = (клавиш { $key })
web-picked-up = взета
web-label-side = { $kind ->
    [you] Вашата странична купчина { $index }
   *[other] Странична купчина { $index } на { $name }
}: { $count ->
    [0] празна
    [one] 1 карта, { $top }
   *[other] { $count } карти, отгоре { $top }; отдолу нагоре: { $cards }
}
web-label-payoff = { $kind ->
    [you] Вашата главна купчина
    [partner] Главната купчина на партньора Ви
   *[other] Главна купчина на { $name }
}: { $count ->
    [0] празна
    [one] 1 карта, отгоре { $top }
   *[other] { $count } карти, отгоре { $top }
}
web-label-hand = { $kind ->
    [you] Вашата ръка
   *[other] Ръката на { $name }
}: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}{ $kind ->
    [you] {""}
   *[other] , с гърба нагоре
}
web-label-hand-card = Карта { $index } от ръката: { $card }
web-label-centre-empty = Централна купчина { $index }: празна, иска { $needs }
web-label-centre = Централна купчина { $index }: { $top }, иска { $needs }
web-label-centre-wild = Централна купчина { $index }: цар вместо { $as }, иска { $needs }
web-source = { $source ->
    [hand] карта { $index } от ръката
    [payoff] главната купчина
    [partner] главната купчина на партньора
   *[side] странична купчина { $index }
}
web-target = { $where ->
    [centre] централна купчина { $index }
   *[side] странична купчина { $index }
}
web-refuse-not-turn = Не е Ваш ред.
web-refuse-side-empty = Странична купчина { $index } е празна.
web-refuse-no-card = Няма карта в { $source }.
web-refuse-no-side = Няма такава странична купчина.
web-refuse-only-hand = Само карта от ръката може да се изхвърли на странична купчина.
web-refuse-no-centre = Няма такава централна купчина.
web-refuse-centre = { $card } не може да отиде на централна купчина { $index }, която иска { $needs }.
web-log-from = { $source ->
    [hand] от ръката
    [hand-card] от карта { $index } в ръката
    [payoff] от главната купчина
    [partner] от главната купчина на партньора
   *[side] от странична купчина { $index }
}
web-log-played = { $who } { $kind ->
    [you] изиграхте
   *[other] изигра
} { $card } { $from } на { $to }{ $auto ->
    [yes] {" "}(компютърът, докато отсъства)
   *[no] {""}
}.
web-log-played-wild = { $who } { $kind ->
    [you] изиграхте
   *[other] изигра
} { $card } (като { $as }) { $from } на { $to }{ $auto ->
    [yes] {" "}(компютърът, докато отсъства)
   *[no] {""}
}.
web-log-discarded = { $who } { $kind ->
    [you] изхвърлихте
   *[other] изхвърли
} { $card } { $from } на { $to }{ $auto ->
    [yes] {" "}(компютърът, докато отсъства)
   *[no] {""}
}.
web-log-payoff-turned = { $kind ->
    [you] Следващата Ви карта от главната купчина е { $card }.
   *[other] Следващата карта от главната купчина на { $name } е { $card }.
}
web-log-pile-completed = Централна купчина { $index } е завършена и прибрана.
web-log-shuffled = Складът е разбъркан: { $count ->
    [one] 1 карта
   *[other] { $count } карти
}.
web-log-drew = { $who } { $kind ->
    [you] получихте
   *[other] получи
} { $count ->
    [one] 1 карта
   *[other] { $count } карти
}.
web-log-you-drew = Получихте { $count ->
    [one] 1 карта
   *[other] { $count } карти
}: { $cards }.
web-just-drawn = току-що получена
web-mark-new = нова
web-log-turn = { $kind ->
    [you] Ваш ред е.
   *[other] Ред е на { $name }.
}
web-log-dealt = Игра { $game } е раздадена.
web-result-drawn = Играта завършва наравно: складът свърши. Никой не печели точки.
web-result-we = Вие и партньорът Ви печелите играта, { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
web-result-they = Противниците Ви печелят играта, { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
web-result-you = Вие печелите играта, { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
web-result-wins = { $name } печели играта, { $points ->
    [one] 1 точка
   *[other] { $points } точки
}.
web-joined = { $name } влезе в играта.
web-left = { $name } излезе; може да се върне.
web-back = { $name } се върна.
web-computer-plays = Компютърът играе за { $name }, докато отсъства.
web-undo-declined = { $who } { $kind ->
    [you] отказахте
   *[other] отказа
} връщането на хода.
web-undo-cancelled = Връщането на хода е отменено.
web-took-back = { $who } { $kind ->
    [you] върнахте
   *[other] върна
} хода { $from } на { $to }.
web-took-back-move = { $who } { $kind ->
    [you] върнахте
   *[other] върна
} { $move }.
web-game-nav = Игра

## The terminal: hosting that can come back.
ui-cli-arg-partners = Игра по двойки: четирима играчи, партньорите седят един срещу друг: Вие и играчът срещу Вас (първото и третото място) срещу другите двама.
ui-cli-rules-unknown-field = непознато поле '{ $field }'; полетата са: { $known }
ui-cli-rules-wrong-value = { $field } е { $value }, но трябва да бъде { $kind }
ui-cli-rules-kind-number = цяло число, например { $example }
ui-cli-rules-kind-bool = true или false
ui-cli-rules-kind-rank = сила на карта в кавички: "A", от "2" до "10", "J", "Q" или "K"
ui-cli-rules-kind-choice = едно от { $choices }
ui-file-autosave-people = слага { $people } души на маса за { $players } играчи
ui-repl-score-in-progress = Игра { $game }: тече, ред { $turn }.
ui-cli-host-new = Нова стая, дори ако последната, домакинствана оттук, не е завършена (без тази опция 'spite host' връща онази стая).
ui-cli-host-server = Отваря стаята на сървър, който вече работи ('spite serve'), вместо да стартира сървър тук: адресът му, както го приема 'spite join'. Връщате се на мястото си със 'spite join', както приятел.
ui-online-host-kept = Сървърът работи в този терминал: ако се затвори, играта на приятелите ви спира, докато не пуснете отново 'spite host', което отваря тази стая пак на { $addr }.
ui-online-host-not-kept = Тази стая не може да бъде върната ({ $reason }): ако този терминал се затвори, играта за приятелите ви свършва.
ui-online-host-no-data-dir = няма папка с данни, в която да се запази
ui-online-host-reopened = Последната ви стая е отворена отново: приятелите, които чакаха, се връщат сами. ('spite host --new' започва нова стая.)
ui-online-host-room-gone = Последната ви стая е приключила или е изчистена; отваряте нова.
ui-online-host-confirm-quit = Изход? Сървърът спира заедно с този терминал: играта на приятелите ви спира, докато не пуснете отново 'spite host'. (д/н)
ui-online-host-confirm-quit-for-good = Изход? Сървърът спира заедно с този терминал и тази стая не може да бъде върната: играта за приятелите ви свършва. (д/н)
ui-online-host-left = Излязохте и сървърът спря: играта на приятелите ви е спряна и те я чакат. Пуснете отново 'spite host', за да отворите стаята на { $addr } и да продължите.
ui-online-host-left-for-good = Излязохте и сървърът спря: играта за приятелите ви свърши.
ui-online-host-stopped = Сървърът спря.
ui-online-host-gone = Сървърът изчезна; чакаме да се върне (който го пуска, го стартира отново: домакин със 'spite host' или като отвори Spite & Malice, сървър със 'spite serve'). Напишете 'quit', за да излезете.
ui-online-not-sent-away = Не е изпратено: сървърът го няма. Напишете го отново, когато се върне, или 'quit', за да излезете.
ui-online-cannot-listen = не може да слуша на { $addr }: { $reason }
ui-online-no-database = базата данни в { $dir } не може да се отвори: { $reason }
ui-os-error = { $what ->
    [not-found] няма такъв файл или папка
    [permission-denied] нямате права
    [exists] вече съществува
    [is-directory] това е папка
    [not-directory] част от пътя не е папка
    [bad-name] името е твърде дълго или не е позволено
    [disk-full] дискът е пълен
    [read-only] дискът е само за четене
    [address-in-use] адресът вече се използва
    [address-not-available] тази машина няма такъв адрес
    [connection-refused] там нищо не слуша
    [connection-reset] връзката беше прекъсната
    [unreachable] мрежата не може да го достигне
    [timed-out] няма отговор навреме
   *[other] системна грешка
} ({ $raw })

## The browser client: leaving the table, the same seat in two tabs, the
## move log's pop-up on a phone, undo in words, a seat not yet taken
## (web-*). $code is a room's invite code; $card a card as shown.

web-leave-question = Да напуснете масата?
web-leave-body = Мястото ви се пази: отворете отново връзката на стаята или изберете стаята на началната страница, за да се върнете.
web-stay = Оставам
web-open-elsewhere = Отворено в друг раздел
web-open-elsewhere-body = Тази игра е отворена в друг раздел или прозорец на този браузър. Играйте там или тук: тогава другият раздел спира.
web-taken-elsewhere = Тази игра вече е отворена в друг раздел или прозорец; тук тя спря.
web-play-here = Играйте тук
web-status-elsewhere = Играе се в друг раздел.
web-back-to-lobby = Към началната страница
web-close-log = Затворете изиграните ходове
web-your-rooms = Вашите стаи
web-back-to-room = Обратно в стая { $code }
web-undo-asks-card = { $name } иска да върне последния си ход: { $card } { $from } на { $to }.
web-took-back-card = { $who } { $kind ->
    [you] върнахте
   *[other] върна
} { $card } { $from } на { $to }.
web-waiting-to-join = Чака се { $name } да влезе.
web-nothing-to-undo = Още няма какво да се върне в този ред.
web-takeover = Ако приятел отсъства
web-takeover-after = { $count ->
    [0] чакаме го
    [one] компютърът играе след 1 минута
   *[other] компютърът играе след { $count } минути
}
web-help-touch = На сензорен екран: докоснете карта, после купчина, отбелязана с “▼ тук”; или плъзнете картата дотам.

# Бърза игра в терминала (`spite match`), класацията (`spite ladder`) и
# самоличността на играча (`spite identity`).
ui-cli-about-match = Играйте с някого нов: бърза игра на сървър (ADDR, по подразбиране 127.0.0.1:7878).
ui-cli-about-ladder = Класацията на сървър, с вашето място.
ui-cli-about-identity = Вашият код за пренос, или приемете код от друго устройство (--key).
ui-cli-match-addr = Адресът на сървъра (по подразбиране: 127.0.0.1:7878).
ui-cli-match-rules = Наборът правила.
ui-cli-match-casual = Игра, която не променя рейтинга.
ui-cli-ladder-addr = Адресът на сървъра (по подразбиране: 127.0.0.1:7878).
ui-cli-ladder-rules = Наборът правила, чиято класация се показва.
ui-cli-identity-addr = Адресът на сървъра (по подразбиране: 127.0.0.1:7878).
ui-cli-identity-key = Код за пренос, показан на друго устройство: играйте тук като този играч.
ui-match-rated = с рейтинг
ui-match-casual = без рейтинг
ui-match-seeking = Търси се противник ({ $rules }, { $kind }): вие сте номер { $position } на опашката. Ако никой не дойде до { $seconds } секунди, ще ви бъде предложен компютърът.
ui-match-ctrl-c = Ctrl-C спира търсенето.
ui-match-cancelled = Спряхте търсенето: вече не сте на опашката.
ui-match-computer-offer = Никой не дойде. Компютърът ({ $level }) може да играе с вас: това е програма, не човек, и играта не е с рейтинг.
ui-match-computer-question = Да играете с компютъра? (д/н)
ui-match-computer-taken = Играете с компютъра.
ui-match-still-waiting = Продължавате да чакате човек.
ui-match-key-kept = Вече имате ключ на играч (пазен в { $file }): той пази рейтинга ви.
ui-match-key-not-kept = Ключът ви на играч не можа да бъде запазен ({ $reason }): запишете кода си за пренос, иначе рейтингът ви се губи с този терминал.
ui-match-transfer-code = Вашият код за пренос, за да играете като себе си на друго устройство (там spite identity --key CODE): { $code }
ui-match-no-data-dir = няма папка с данни
ui-match-person-came = Междувременно дойде човек: играете с него (натиснете Enter).
ui-match-cannot = Няма бърза игра: { $reason }
ui-cli-about-rooms = Отворените стаи на сървър и свободно място, заето в една от тях (--take N).
ui-cli-rooms-addr = Адресът на сървъра (по подразбиране: 127.0.0.1:7878).
ui-cli-rooms-take = Заемете свободно място в стаята с номер N от списъка.
ui-cli-host-open = Стаята се показва в списъка, за да може всеки да заеме свободните ѝ места ('spite rooms').
ui-cli-host-seed = Начално число на раздаванията в стаята (по подразбиране: случайно): едно и също число раздава едни и същи карти, за тестове и повторения.
ui-rooms-cannot = Няма списък със стаи: { $reason }
ui-rooms-none = В момента на { $server } няма стая, отворена за всеки. Отворете една с { $command }.
ui-rooms-title = Отворени стаи на { $server }:
ui-rooms-row = { $number }. { $code }: { $rules }, { $players } играчи; { $free ->
    [one] едно свободно място
   *[other] { $free } свободни места
}; { $names }; чака от { $waited }
ui-rooms-own-rules = собствени правила на домакина
ui-rooms-computer = Компютър ({ $level })
ui-rooms-player = играч { $seat }
ui-rooms-waited = { $minutes ->
    [0] { $seconds } с
   *[other] { $minutes } мин
}
ui-rooms-take = Заемете свободно място със { $command } (номера на стаята) или със spite join и кода ѝ.
ui-rooms-no-such = В списъка няма стая { $number }: стаите са { $count }.
ui-online-host-open = Стаята е отворена: всеки я вижда със 'spite rooms' и може да заеме свободното ѝ място.
ui-ladder-title = Класация ({ $rules })
ui-ladder-empty = Още никой не е играл игра с рейтинг.
ui-ladder-name = Име
ui-ladder-rating = Рейтинг
ui-ladder-games = Игри
ui-ladder-no-name = (без име)
ui-ladder-you = Вашето място:
ui-ladder-you-unrated = Още нямате игра с рейтинг по тези правила.
ui-ladder-no-key = Още нямате ключ на играч за { $server }: spite match създава такъв.
ui-identity-none = Още нямате ключ на играч за { $server }: spite match { $server } създава такъв.
ui-identity-code = Вашият код за пренос за { $server }: { $code }
ui-identity-secret = Който го знае, играе като вас; изгубен код е изгубен рейтинг (няма парола, няма имейл). На друго устройство: spite identity --key CODE
ui-identity-refused = Този код за пренос не е приет: { $reason }
ui-identity-replaced = Кодът, пазен тук досега, вече е заменен (запишете го, ако има значение): { $code }
ui-identity-taken = Вече играете тук като този играч (пазено в { $file }).
ui-identity-name = Име: { $name }
ui-identity-rating = { $rules }: { $rating }, { $games ->
    [one] 1 игра с рейтинг
   *[other] { $games } игри с рейтинг
}

# Бърза игра, рейтинг и класация, отворени стаи, реванш и реакции в
# браузъра. $rules е набор правила с думи (web-preset-*), $time часовник
# (0:42), $names имена на места, разделени със запетаи.
web-someone-new = Играйте с някого нов
web-someone-new-what = Бързата игра ви събира с играч, който също търси игра сега. Игра с рейтинг променя рейтинга и на двамата.
web-seek-kind = Игра
web-rated = С рейтинг
web-casual = Без рейтинг: нищо не се променя
web-find-opponent = Намерете противник
web-seeking-title = Търси се противник
web-seeking-what = { $rules }, { $rated ->
    [yes] с рейтинг
   *[no] без рейтинг
}
web-seeking-joining = Заставане на опашката…
web-seeking-position = Вие сте номер { $position } на опашката.
web-seeking-waited = Чакате вече { $time }
web-seeking-computer-in = Ако никой не дойде, компютърът ще ви бъде предложен след { $count ->
    [one] { $count } секунда
   *[other] { $count } секунди
}.
web-play-computer = Играйте с компютъра
web-keep-waiting = Или продължете да чакате човек: оставате на опашката.
web-your-rating = Рейтинг { $rating } ± { $deviation }, { $count ->
    [one] { $count } игра с рейтинг
   *[other] { $count } игри с рейтинг
}
web-player-rating-explain = ± казва колко сигурен е рейтингът: силата ви е в рамките на двойното от него около рейтинга, 95 пъти от 100. Той намалява, докато играете.
web-ratings-heading = Вашият рейтинг и класацията
web-player-none = Още нямате ключ на играч на този сървър: първата ви бърза игра създава такъв.
web-player-code = Вашият код за пренос:
web-player-copy = Копирайте кода
web-player-code-explain = Въведете го на друго устройство, за да играете като себе си там. Който го знае, играе като вас, а изгубен код е изгубен рейтинг: няма парола и няма имейл.
web-player-use-code = Код за пренос от друго устройство
web-player-use-button = Играйте като този играч
web-player-not-code = Това не е код за пренос: той има 32 цифри и букви от A до F.
web-player-taken = Вече играете тук като този играч.
web-player-replaced = Кодът, пазен тук досега, беше { $code }: запишете го, ако има значение.
web-player-leaderboard = Класация
web-player-rank = Място
web-player-place = Вашето място: { $rank } ({ $rating } ± { $deviation }).
web-loading = Зареждане…
web-open-room = Покажете я сред отворените стаи: всеки може да заеме свободно място
web-open-rooms = Отворени стаи
web-open-rooms-none = В момента няма отворена стая, която чака играчи.
web-preset-own = Собствени правила на домакина
web-open-computer = компютър ({ $level })
web-open-room-about = { $count ->
    [one] { $count } свободно място
   *[other] { $count } свободни места
} от { $players }. На масата: { $names }. Чака вече { $time }.
web-take-seat = Заемете място
web-rematch = Реванш
web-rematch-offered = { $who } предлага реванш.
web-rematch-accept = Приемете реванша
web-rematch-decline = Откажете
web-rematch-waiting = Предложихте реванш; чакат се { $names }.
web-rematch-declined = { $who } отказа реванша.
web-rematch-left = { $who } си тръгна: реванш няма да има.
web-rematch-starting = Всички приеха: реваншът се раздава.
web-reactions = Реакции
web-mute = Заглушаване
web-mute-heading = Скрийте реакциите на

## The window: quick match, ratings and rematch.
ui-quick-tab = Бърза игра
ui-open-rooms-show = Покажи отворените стаи на този сървър
ui-quick-about = Играйте с някой нов: сървърът Ви събира с човек, който чака същите правила. Ако никой не дойде, предлага компютъра и го казва.
ui-quick-button = Намери игра
ui-quick-code = Вашият код за прехвърляне: { $code }
ui-quick-code-about = Който го знае, играе като Вас; изгубен код е изгубен рейтинг (без парола, без имейл). Въведете го на друго устройство, за да играете като Вас там.
ui-quick-asking = Питаме сървъра…
ui-quick-no-key = Още нямате ключ на играч за този сървър: първата Ви бърза игра създава такъв.
ui-quick-type-code = Код за прехвърляне от друго устройство:
ui-quick-use-code = Използвай го
ui-quick-code-taken = Вече играете тук като този играч.
ui-quick-leaderboard = Класиране
ui-quick-unrated = Още няма игра с рейтинг: всеки започва от 1500 ± 350.
ui-quick-seeking = Търсим противник ({ $rules }, { $kind }): номер { $position } на опашката, чакате { $time }.
ui-quick-computer-in = Ако никой не дойде до { $seconds } секунди, се предлага компютърът.
ui-quick-connecting = Търсим противник…
ui-quick-new-key = Вече имате ключ на играч, пазен с файловете на този прозорец: той пази рейтинга Ви. Код за прехвърляне: { $code }
ui-quick-key-not-kept = Ключът ви на играч не можа да бъде запазен ({ $reason }): запишете кода му за прехвърляне, иначе рейтингът ви се губи, когато този прозорец се затвори. Код за прехвърляне: { $code }
ui-quick-no-files = този прозорец не пази файлове
ui-quick-accept = Играй с компютъра
ui-quick-cancel = Спри търсенето
ui-rematch-button = Реванш
ui-rematch-offered = { $name } предлага реванш.
ui-rematch-waiting = Предложен реванш: чакаме { $names }.
ui-rematch-accept = Приеми реванша
ui-rematch-decline = Откажи
ui-rematch-declined = { $name } отказа реванша.
ui-rematch-left = { $name } си тръгна: няма реванш.
ui-net-invite = Покана…
ui-net-invite-title = Поканете приятел
ui-net-invite-terminal = От терминал приятел въвежда:
ui-net-invite-link = От браузър приятел отваря:
ui-net-invite-window = От Spite & Malice приятел избира Игра онлайн…, Включване в игра и въвежда адреса и кода за покана.
ui-reaction-menu = Реакция
ui-reaction-mute = Заглуши реакциите на { $name }
ui-reaction-unmute = Покажи отново реакциите на { $name }
