protocol SettingsUseCase {}

struct DefaultSettingsUseCase: SettingsUseCase {}
